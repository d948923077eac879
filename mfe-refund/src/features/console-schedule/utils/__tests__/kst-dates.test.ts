import { specTerminationSchedule, terminationScheduleInputSchema } from 'shared-contract';
import { addKstDays, kstDay, kstLastDay, kstLastDayToExclusiveEnd, kstTime, kstToUtcIso, kstYear } from '../kst-dates';
import { defaultScheduleYear, formFieldOf, specFormValues, toFormValues, toScheduleInput } from '../schedule-form';
import { formatKstLastDay, formatKstLastMinute } from 'shared-ui';

describe('console schedule: KST ⇄ UTC', () => {
  it('turns a KST day and time into the UTC instant, whatever the machine zone', () => {
    expect(kstToUtcIso('2026-04-15')).toBe('2026-04-14T15:00:00.000Z');
    expect(kstToUtcIso('2026-04-15', '09:30')).toBe('2026-04-15T00:30:00.000Z');
    expect(kstToUtcIso('2026-01-01', '08:59')).toBe('2025-12-31T23:59:00.000Z');
  });

  it('answers empty for what is not a real day or time', () => {
    expect(kstToUtcIso('')).toBe('');
    expect(kstToUtcIso('2026-02-30')).toBe('');
    expect(kstToUtcIso('2026-13-01')).toBe('');
    expect(kstToUtcIso('2026-04-15', '24:00')).toBe('');
    expect(kstToUtcIso('15/04/2026')).toBe('');
  });

  it('reads a UTC instant back as its KST day and time', () => {
    expect(kstDay('2026-04-14T15:00:00.000Z')).toBe('2026-04-15');
    expect(kstTime('2026-04-14T15:00:00.000Z')).toBe('00:00');
    expect(kstDay('2026-04-14T14:59:59.999Z')).toBe('2026-04-14');
    expect(kstTime('2026-04-15T00:30:00Z')).toBe('09:30');
  });

  it('makes a round’s inclusive last day D the exclusive end D+1 00:00 KST, and back', () => {
    expect(kstLastDayToExclusiveEnd('2026-04-30')).toBe('2026-04-30T15:00:00.000Z');
    expect(kstLastDayToExclusiveEnd('2026-12-31')).toBe('2026-12-31T15:00:00.000Z');
    expect(kstLastDayToExclusiveEnd('')).toBe('');
    expect(kstLastDay('2026-04-30T15:00:00.000Z')).toBe('2026-04-30');
    expect(formatKstLastDay('2026-04-30T15:00:00.000Z', 'ko')).toBe('2026-04-30');
    expect(formatKstLastDay('2026-04-30T15:00:00.000Z', 'en')).toBe('Apr 30, 2026');
    // An end that is not at midnight (an environment-made schedule) still names the day it ends in.
    expect(kstLastDay('2026-06-15T06:00:00.000Z')).toBe('2026-06-15');
    expect(formatKstLastDay('2026-06-15T06:00:00.000Z', 'ko')).toBe('2026-06-15');
  });

  it('shows the deadline as the last minute of its day', () => {
    expect(formatKstLastMinute(specTerminationSchedule(2026).rounds[3]?.endsAt ?? '', 'ko')).toBe('2026-06-15 23:59');
    expect(formatKstLastMinute(specTerminationSchedule(2026).rounds[3]?.endsAt ?? '', 'en')).toBe('Jun 15, 2026, 11:59 PM KST');
  });

  it('adds KST days across month and year ends', () => {
    expect(addKstDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addKstDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addKstDays('nope', 1)).toBe('');
  });

  it('knows the KST year of an instant', () => {
    expect(kstYear(new Date('2025-12-31T15:00:00Z'))).toBe(2026);
    expect(kstYear(new Date('2025-12-31T14:59:59Z'))).toBe(2025);
  });
});

describe('console schedule: form values', () => {
  it('round-trips the spec’s schedule through the form’s KST values', () => {
    const spec = specTerminationSchedule(2026);
    const values = toFormValues(spec);
    expect(values).toEqual({
      salesStopDate: '2026-04-15',
      salesStopTime: '00:00',
      rounds: [
        { startDate: '2026-04-15', endDate: '2026-04-30', payByDate: '2026-05-16' },
        { startDate: '2026-05-01', endDate: '2026-05-14', payByDate: '2026-05-30' },
        { startDate: '2026-05-15', endDate: '2026-05-31', payByDate: '2026-06-13' },
        { startDate: '2026-06-01', endDate: '2026-06-15', payByDate: '2026-06-27' },
      ],
    });
    expect(toScheduleInput(values)).toEqual(spec);
    expect(specFormValues(2027).rounds[0]?.startDate).toBe('2027-04-15');
  });

  it('sends what the api’s schema accepts, and names the field of each issue', () => {
    const values = specFormValues(2026);
    expect(terminationScheduleInputSchema.safeParse(toScheduleInput(values)).success).toBe(true);
    expect(formFieldOf(['rounds', 2, 'startsAt'])).toBe('rounds.2.startDate');
    expect(formFieldOf(['rounds', 0, 'endsAt'])).toBe('rounds.0.endDate');
    expect(formFieldOf(['rounds', 1, 'payBy'])).toBe('rounds.1.payByDate');
    expect(formFieldOf(['salesStopAt'])).toBe('salesStopDate');
    expect(formFieldOf(['rounds'])).toBe('rounds');
  });

  it('offers the current KST year, or the next one once its window has begun', () => {
    expect(defaultScheduleYear(new Date('2026-01-10T00:00:00Z'))).toBe(2026);
    expect(defaultScheduleYear(new Date('2026-04-14T14:59:59Z'))).toBe(2026);
    expect(defaultScheduleYear(new Date('2026-04-14T15:00:00Z'))).toBe(2027);
    // 2027-01-01 00:30 in KST: 2027's window is still ahead.
    expect(defaultScheduleYear(new Date('2026-12-31T15:30:00Z'))).toBe(2027);
  });
});
