// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { LocalizedInput, withLanguage } from './localized-input';

afterEach(cleanup);

describe('withLanguage', () => {
  it('sets one language and keeps the other', () => {
    expect(withLanguage({ 'de-DE': 'Ziele' }, 'en-US', 'Goals')).toEqual({
      'de-DE': 'Ziele',
      'en-US': 'Goals',
    });
  });

  it('leaves out an emptied language, so the other one stands in', () => {
    expect(withLanguage({ 'de-DE': 'Ziele', 'en-US': 'Goals' }, 'en-US', '')).toEqual({ 'de-DE': 'Ziele' });
  });

  it('is undefined once no language has a text', () => {
    expect(withLanguage({ 'de-DE': 'Ziele' }, 'de-DE', '')).toBeUndefined();
    expect(withLanguage(null, 'de-DE', '')).toBeUndefined();
  });
});

describe('LocalizedInput', () => {
  it('names each input with the label and its language, and reports the edited text', async () => {
    await i18n.changeLanguage('de-DE');
    const onChange = vi.fn();
    render(<LocalizedInput id="title" label="Titel" value={{ 'de-DE': 'Ziele' }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Titel' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Titel (Englisch)' }), {
      target: { value: 'Goals' },
    });
    expect(onChange).toHaveBeenCalledWith({ 'de-DE': 'Ziele', 'en-US': 'Goals' });
    expect((screen.getByTestId('title-de-DE') as HTMLInputElement).value).toBe('Ziele');
  });

  it('shows no label in a table, where the inputs keep it in their names', async () => {
    await i18n.changeLanguage('en-US');
    render(
      <LocalizedInput id="name" label="Name 210" value={null} hideLabel maxLength={500} onChange={vi.fn()} />,
    );
    expect(screen.queryByText('Name 210')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Name 210 (German)' }) as HTMLInputElement;
    expect(input.maxLength).toBe(500);
  });
});
