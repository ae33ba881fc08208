import { randomUUID } from 'node:crypto';
import type { Target } from '../../../engine/forms';

const isoDay = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Pure but for the ids. Two realistic goals with sub-goals and actions for a demo target field (German). */
export function demoGoals(now: Date): Target[] {
  return [
    {
      id: randomUUID(),
      title: 'Drei neue Schlüsselkunden im Mittelstand gewinnen',
      dueDate: isoDay(now, 240),
      comment: 'Schwerpunkt auf dem Gebiet Süd.',
      status: 20,
      subTargets: [
        { id: randomUUID(), title: 'Zielkundenliste abstimmen', dueDate: isoDay(now, 30), status: 100 },
        {
          id: randomUUID(),
          title: 'Erstgespräche mit zehn Interessenten',
          dueDate: isoDay(now, 120),
          status: 20,
        },
      ],
      actions: [
        { id: randomUUID(), action: 'Messebesuch planen', responsible: 'Vertrieb', dueDate: isoDay(now, 90) },
      ],
    },
    {
      id: randomUUID(),
      title: 'Präsentieren vor größeren Gruppen',
      dueDate: isoDay(now, 300),
      status: 0,
      subTargets: [{ id: randomUUID(), title: 'Seminar „Überzeugend präsentieren“ besuchen', status: 0 }],
      actions: [{ id: randomUUID(), action: 'Kundenworkshop moderieren', responsible: 'Mitarbeiter/in' }],
    },
  ];
}
