import { describe, expect, it } from 'vitest';
import { routeOf } from './route-of';

describe('routeOf', () => {
  it('leads to the feedback, the lists or the dashboard of the organization', () => {
    expect(routeOf('demo', { routeName: 'feedback', id: 42 })).toBe('/demo/feedback/42');
    expect(routeOf('demo', { routeName: 'my-feedbacks', id: null })).toBe('/demo/my-feedbacks');
    expect(routeOf('nordlicht', { routeName: 'processes', id: null })).toBe('/nordlicht/processes');
    expect(routeOf('demo', { routeName: 'pdp', id: 7 })).toBe('/demo/pdp/7');
    expect(routeOf('demo', { routeName: 'dashboard', id: null })).toBe('/demo/dashboard');
    expect(routeOf('demo', { routeName: 'anonymous-submissions', id: 9 })).toBe(
      '/demo/admin/form/submissions/9',
    );
    // a single anonymous answer is never shown on its own: links stored for one lead to the forms list
    expect(routeOf('demo', { routeName: 'anonymous-submission', id: 9 })).toBe('/demo/admin/forms');
  });

  it('has no target without route data or for an unknown route', () => {
    expect(routeOf('demo', null)).toBeNull();
    expect(routeOf('demo', { routeName: 'elsewhere' as 'dashboard', id: 1 })).toBeNull();
  });
});
