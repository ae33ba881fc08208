import type { LanguageKey } from '../../../../engine/constants';

/** The texts of the PDP template (SPEC §1 "a PDP template download in German and English"). */
export type TemplateTexts = {
  title: string;
  intro: string;
  fields: string[];
  sections: { heading: string; hint: string; lines: number }[];
  signatures: string[];
  fileName: string;
};

export const TEMPLATE_TEXTS: Record<LanguageKey, TemplateTexts> = {
  'de-DE': {
    title: 'Persönlicher Entwicklungsplan (PDP)',
    intro:
      'Der PDP beschreibt, wohin Sie sich in den nächsten ein bis zwei Jahren entwickeln möchten und wie Sie dorthin kommen. Besprechen Sie ihn mindestens alle sechs Monate mit Ihrer Führungskraft.',
    fields: ['Mitarbeiter/in', 'Führungskraft', 'Erstellt am'],
    sections: [
      { heading: '1. Standortbestimmung', hint: 'Meine Stärken und meine Entwicklungsfelder', lines: 4 },
      {
        heading: '2. Entwicklungsziele',
        hint: 'Was möchte ich in 12 bis 24 Monaten erreicht haben?',
        lines: 4,
      },
      { heading: '3. Maßnahmen', hint: 'Was? Bis wann? Mit wessen Unterstützung?', lines: 5 },
      { heading: '4. Review-Termine', hint: 'Mindestens alle 6 Monate: Datum und Ergebnis', lines: 3 },
    ],
    signatures: ['Datum, Unterschrift Mitarbeiter/in', 'Datum, Unterschrift Führungskraft'],
    fileName: 'PDP-Vorlage.pdf',
  },
  'en-US': {
    title: 'Personal Development Plan (PDP)',
    intro:
      'The PDP describes where you want to develop over the next one to two years and how you will get there. Review it with your manager at least every six months.',
    fields: ['Employee', 'Manager', 'Created on'],
    sections: [
      { heading: '1. Where I stand', hint: 'My strengths and my areas for development', lines: 4 },
      {
        heading: '2. Development goals',
        hint: 'What do I want to have achieved in 12 to 24 months?',
        lines: 4,
      },
      { heading: '3. Actions', hint: 'What? By when? With whose support?', lines: 5 },
      { heading: '4. Review dates', hint: 'At least every 6 months: date and outcome', lines: 3 },
    ],
    signatures: ['Date, signature of the employee', 'Date, signature of the manager'],
    fileName: 'PDP-template.pdf',
  },
};
