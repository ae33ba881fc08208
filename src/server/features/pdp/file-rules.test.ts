import { describe, expect, it } from 'vitest';
import { allowedKind, attachmentHeader, fileNameProblem } from './file-rules';

describe('PDP file rules', () => {
  it('accepts plain names, umlauts and spaces included', () => {
    expect(fileNameProblem('Entwicklungsplan Müller 2026.pdf')).toBeNull();
  });

  it('refuses paths, dots, control characters, empty and overlong names', () => {
    expect(fileNameProblem('../../etc/passwd')).toBe('contains a path');
    expect(fileNameProblem('C:\\temp\\plan.pdf')).toBe('contains a path');
    expect(fileNameProblem('C:plan.pdf')).toBe('contains a path');
    expect(fileNameProblem('..')).toBe('contains a path');
    expect(fileNameProblem('plan\r\n.pdf')).toBe('contains control characters');
    expect(fileNameProblem('plan\u0000.pdf')).toBe('contains control characters');
    expect(fileNameProblem('  ')).toBe('is empty');
    expect(fileNameProblem(`${'a'.repeat(200)}.pdf`)).toMatch(/longer/);
  });

  it('allows a detected kind only under one of its own extensions', () => {
    expect(allowedKind('application/pdf', 'plan.PDF')?.mime).toBe('application/pdf');
    expect(allowedKind('image/jpeg', 'scan.jpeg')?.mime).toBe('image/jpeg');
    expect(allowedKind('image/png', 'plan.pdf')).toBeUndefined();
    expect(allowedKind('application/x-msdownload', 'plan.pdf')).toBeUndefined();
    expect(allowedKind(undefined, 'plan.pdf')).toBeUndefined();
    expect(allowedKind('application/pdf', 'plan')).toBeUndefined();
  });

  it('builds a Content-Disposition that carries no quotes or line breaks', () => {
    const header = attachmentHeader('Plan "Müller".pdf');
    expect(header).toBe(
      `attachment; filename="Plan _M_ller_.pdf"; filename*=UTF-8''Plan%20%22M%C3%BCller%22.pdf`,
    );
  });
});
