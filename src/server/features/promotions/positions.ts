import type { Kysely } from 'kysely';
import { promotionCategoryOf, type PromotionCategory } from '../../../engine/calendar';
import { CAREER_PATHS, type CareerPath } from '../../../engine/forms';
import type { Localized } from '../../../engine/constants';
import type { Database } from '../../db/database';
import { insertPositions, positionRows } from './repo';

type Title = { 'de-DE': string; 'en-US': string };
type DefaultPosition = { key: string; title: Title; careerPath: CareerPath; level: number };

const t = (de: string, en: string): Title => ({ 'de-DE': de, 'en-US': en });
const { professional, leadership, expert } = CAREER_PATHS;

/**
 * The position catalogue every organization starts with: sales and backoffice positions of the
 * professional path (junior 1, professional 2, senior 3), the leadership path (team lead 4, department
 * head 5, head of 6) and the expert path (expert 4, senior expert 5).
 */
export const DEFAULT_POSITIONS: readonly DefaultPosition[] = [
  {
    key: 'sales-junior',
    title: t('Junior Vertriebsmitarbeiter/in', 'Junior Sales Representative'),
    careerPath: professional,
    level: 1,
  },
  {
    key: 'sales-representative',
    title: t('Vertriebsmitarbeiter/in', 'Sales Representative'),
    careerPath: professional,
    level: 2,
  },
  {
    key: 'key-account-manager',
    title: t('Key Account Manager', 'Key Account Manager'),
    careerPath: professional,
    level: 2,
  },
  {
    key: 'senior-key-account-manager',
    title: t('Senior Key Account Manager', 'Senior Key Account Manager'),
    careerPath: professional,
    level: 3,
  },
  {
    key: 'backoffice-clerk',
    title: t('Sachbearbeiter/in Backoffice', 'Backoffice Clerk'),
    careerPath: professional,
    level: 2,
  },
  {
    key: 'senior-backoffice-clerk',
    title: t('Senior Sachbearbeiter/in Backoffice', 'Senior Backoffice Clerk'),
    careerPath: professional,
    level: 3,
  },
  {
    key: 'junior-sales-expert',
    title: t('Junior Sales Expert', 'Junior Sales Expert'),
    careerPath: professional,
    level: 2,
  },
  {
    key: 'team-lead-sales',
    title: t('Teamleitung Vertrieb', 'Team Lead Sales'),
    careerPath: leadership,
    level: 4,
  },
  {
    key: 'team-lead-sales-north',
    title: t('Teamleitung Vertrieb Nord', 'Team Lead Sales North'),
    careerPath: leadership,
    level: 4,
  },
  {
    key: 'team-lead-backoffice',
    title: t('Teamleitung Backoffice', 'Team Lead Backoffice'),
    careerPath: leadership,
    level: 4,
  },
  {
    key: 'department-head-sales',
    title: t('Abteilungsleitung Vertrieb', 'Head of Sales Department'),
    careerPath: leadership,
    level: 5,
  },
  { key: 'head-of-sales', title: t('Head of Sales', 'Head of Sales'), careerPath: leadership, level: 6 },
  { key: 'sales-expert', title: t('Sales Expert', 'Sales Expert'), careerPath: expert, level: 4 },
  { key: 'expert-pricing', title: t('Expert Pricing', 'Pricing Expert'), careerPath: expert, level: 4 },
  {
    key: 'senior-expert-pricing',
    title: t('Senior Expert Pricing', 'Senior Pricing Expert'),
    careerPath: expert,
    level: 5,
  },
];

export type Position = {
  id: number;
  key: string;
  title: Localized;
  careerPath: CareerPath;
  level: number;
  category: PromotionCategory;
  /** the date rule: 1 April and 1 October only, or the first of any month */
  dateRule: 'aprilOctober' | 'monthly';
};

/**
 * The organization's positions in catalogue order. An organization without a catalogue gets the default one
 * on first use (idempotent: simultaneous first uses insert it once).
 */
export async function listPositions(db: Kysely<Database>, organizationId: number): Promise<Position[]> {
  let rows = await positionRows(db, organizationId);
  if (rows.length === 0) {
    await insertPositions(db, organizationId, DEFAULT_POSITIONS);
    rows = await positionRows(db, organizationId);
  }
  return rows.map((r) => {
    const careerPath = r.career_path as CareerPath;
    const category = promotionCategoryOf(careerPath, r.level);
    return {
      id: r.id,
      key: r.key,
      title: r.title,
      careerPath,
      level: r.level,
      category,
      dateRule: category === 'other' ? 'monthly' : 'aprilOctober',
    };
  });
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('de-DE');

/** Pure. The catalogue position a career record names, by key or by its German or English title. */
export function findPosition(positions: readonly Position[], name: string | undefined): Position | undefined {
  if (!name?.trim()) return undefined;
  const wanted = normalize(name);
  return positions.find(
    (p) =>
      p.key === name.trim() || Object.values(p.title).some((title) => title && normalize(title) === wanted),
  );
}
