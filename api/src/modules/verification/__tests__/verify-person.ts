import { startedVerificationSchema } from 'shared-contract';
import { successData } from '../../../testing/envelope';
import type { TestApp } from '../../../testing/test-app';

export interface Person {
  name: string;
  birthDate: string;
  phone: string;
}

export const ADULT: Person = { name: '홍길동', birthDate: '1990-05-17', phone: '010-1234-5678' };

/** Starts a verification, fills the sandbox page's form and answers where the sandbox sends the browser back. */
export async function verifyThroughSandbox(
  t: TestApp,
  options: { purpose: 'account' | 'find'; auth?: Record<string, string>; person?: Person; action?: 'verify' | 'cancel' },
) {
  const started = successData(
    await t.app.inject({ method: 'POST', url: '/api/user/phone-verification', headers: options.auth ?? {}, payload: { purpose: options.purpose } }),
    startedVerificationSchema,
  );
  const page = new URL(started.url, 'http://localhost');
  const person = options.person ?? ADULT;
  const form = new URLSearchParams({
    request_id: page.searchParams.get('request_id') ?? '',
    return_url: page.searchParams.get('return_url') ?? '',
    name: person.name,
    birthDate: person.birthDate,
    phone: person.phone,
    carrier: 'SKT',
    action: options.action ?? 'verify',
  });
  const submitted = await t.app.inject({
    method: 'POST',
    url: page.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = new URL(submitted.headers.location ?? '', 'http://invalid');
  return {
    started,
    page,
    submitted,
    location,
    requestId: location.searchParams.get('request_id') ?? '',
    token: location.searchParams.get('token') ?? '',
  };
}
