import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIDGET_LAYOUT,
  MAX_WIDGET_SETTINGS_CHARS,
  completeLayout,
  parseWidgetLayout,
} from './widgets';

describe('parseWidgetLayout', () => {
  it('reads an ordered layout and appends the widgets it misses, visible', () => {
    const parsed = parseWidgetLayout(
      JSON.stringify({
        widgets: [
          { name: 'tasks', visible: false },
          { name: 'calendar', visible: true },
        ],
      }),
    );
    expect(parsed.layout?.widgets).toEqual([
      { name: 'tasks', visible: false },
      { name: 'calendar', visible: true },
      { name: 'processStatus', visible: true },
      { name: 'talkrounds', visible: true },
    ]);
  });

  it.each([
    ['not JSON', '{widgets', ''],
    ['a list', '[]', ''],
    ['an unknown widget', '{"widgets":[{"name":"weather","visible":true}]}', '/widgets/0/name'],
    [
      'a widget twice',
      '{"widgets":[{"name":"tasks","visible":true},{"name":"tasks","visible":false}]}',
      '/widgets/1/name',
    ],
    ['visible not boolean', '{"widgets":[{"name":"tasks","visible":"no"}]}', '/widgets/0/visible'],
    ['an extra setting', '{"widgets":[],"colour":"red"}', '/colour'],
    ['an extra widget field', '{"widgets":[{"name":"tasks","visible":true,"x":1}]}', '/widgets/0/x'],
    ['widgets not a list', '{"widgets":{}}', '/widgets'],
    ['too long', `{"widgets":[]${' '.repeat(MAX_WIDGET_SETTINGS_CHARS)}}`, ''],
  ])('refuses %s', (_, text, path) => {
    const parsed = parseWidgetLayout(text);
    expect(parsed.layout).toBeUndefined();
    expect(parsed.problems?.map((p) => p.path)).toContain(path);
  });

  it('the default layout is complete and round-trips', () => {
    expect(completeLayout(DEFAULT_WIDGET_LAYOUT)).toEqual(DEFAULT_WIDGET_LAYOUT);
    expect(parseWidgetLayout(JSON.stringify(DEFAULT_WIDGET_LAYOUT)).layout).toEqual(DEFAULT_WIDGET_LAYOUT);
  });
});
