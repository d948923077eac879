import type { ConsoleSection, ConsoleSectionModule } from 'shared-ui';
import { consoleTextEn } from './locales/en/console';
import { consoleTextKo } from './locales/ko/console';

/**
 * The staff sections this remote ships (exposed as `./console`; the shell's console table orders them among the
 * other remotes' sections). All are the support team's: money, refunds and members' data, roles support and admin.
 * Each `id` is a string literal: the build's release info reads them from this file.
 */
const SUPPORT_TEAM = ['support', 'admin'] as const;

const titleOf = (id: keyof typeof consoleTextKo.sections) => ({ ko: consoleTextKo.sections[id], en: consoleTextEn.sections[id] });

/** A section component exported by name, as the module a console section loads. */
const asSection = (component: ConsoleSectionModule['default']): ConsoleSectionModule => ({ default: component });

export const sections: ConsoleSection[] = [
  {
    id: 'requests',
    owner: 'refund',
    title: titleOf('requests'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-refunds/components/refund-requests').then((module) => asSection(module.RefundRequests)),
  },
  {
    id: 'batches',
    owner: 'refund',
    title: titleOf('batches'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-refunds/components/refund-batches').then((module) => asSection(module.RefundBatches)),
  },
  {
    id: 'inquiries',
    owner: 'refund',
    title: titleOf('inquiries'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-inquiries/components/console-inquiries').then((module) => asSection(module.ConsoleInquiries)),
  },
  {
    id: 'community',
    owner: 'refund',
    title: titleOf('community'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-community/components/community-section').then((module) => asSection(module.CommunitySection)),
  },
  {
    id: 'purchases',
    owner: 'refund',
    title: titleOf('purchases'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-purchases/components/purchases-section').then((module) => asSection(module.PurchasesSection)),
  },
  {
    id: 'events',
    owner: 'refund',
    title: titleOf('events'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-events/components/events-section').then((module) => asSection(module.EventsSection)),
  },
  {
    id: 'monthly',
    owner: 'refund',
    title: titleOf('monthly'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-monthly/components/monthly-section').then((module) => asSection(module.MonthlySection)),
  },
  {
    id: 'promotions',
    owner: 'refund',
    title: titleOf('promotions'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-promotions/components/promotions-section').then((module) => asSection(module.PromotionsSection)),
  },
  {
    id: 'schedule',
    owner: 'refund',
    title: titleOf('schedule'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-schedule/components/schedule-section').then((module) => asSection(module.ScheduleSection)),
  },
  {
    id: 'remotes',
    owner: 'refund',
    title: titleOf('remotes'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-remotes/components/remotes-section').then((module) => asSection(module.RemotesSection)),
  },
  {
    id: 'audit',
    owner: 'refund',
    title: titleOf('audit'),
    roles: SUPPORT_TEAM,
    load: () => import('./features/console-audit/components/audit-log').then((module) => asSection(module.AuditLog)),
  },
];
