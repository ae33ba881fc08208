// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { buildElement } from '../../engine/forms/testing/factories';
import { renderForm } from './test-helpers';

// Node cannot load @rjsf/primereact (directory imports of primereact); the kinds' fields do not use its widgets.
vi.mock('@rjsf/primereact', () => ({ Theme: {} }));
// A scale that cannot render, standing for any bug in one element's field.
vi.mock('./widgets/scale-radios', () => ({
  ScaleRadios: () => {
    throw new Error('scale exploded');
  },
  scaleValues: () => [1, 2, 3],
  anchorLabel: () => undefined,
}));

afterEach(cleanup);

it('shows the id, title and message of an element that fails to render and keeps the rest working', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderForm([buildElement('scaleQuestion', 'broken'), buildElement('textQuestion', 'fine')]);
  expect(screen.getByText('The element Title broken (broken) cannot be shown: scale exploded')).toBeTruthy();
  expect(screen.getByLabelText('Title fine')).toBeTruthy();
  vi.restoreAllMocks();
});
