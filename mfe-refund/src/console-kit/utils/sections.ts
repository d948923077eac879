/** The console's sections, in tab order; the URL keeps the open one (`?section=`). */
export const CONSOLE_SECTIONS = [
  'requests',
  'batches',
  'inquiries',
  'community',
  'purchases',
  'events',
  'monthly',
  'promotions',
  'schedule',
  'remotes',
  'audit',
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

export const DEFAULT_SECTION: ConsoleSection = 'requests';

export const parseSection = (value: string | null): ConsoleSection =>
  (CONSOLE_SECTIONS as readonly string[]).includes(value ?? '') ? (value as ConsoleSection) : DEFAULT_SECTION;
