import type { Language, LocalizedText } from './i18n';

/**
 * The part of the error catalogue a page can show before any of its own code has loaded: no connection, a temporary
 * error, a suspended account, and the actions the termination phase stops. It is a module of its own so the app's
 * start-up loads these few messages, not the whole catalogue (`errors.ts`, which includes them): the api's refusals
 * already carry their message in the request's language.
 */
export const STARTUP_ERRORS = {
  TEMPORARY_ERROR: {
    status: 500,
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'A temporary error occurred. Please try again later.',
  },
  CONNECTION_FAILED: {
    status: 503,
    ko: '연결에 실패했습니다. 메인으로 이동합니다.',
    en: 'Connection failed. Going to the main page.',
  },
  ACCOUNT_SUSPENDED: {
    status: 403,
    ko: '이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
    en: 'This account has been suspended due to a violation of the terms of service. Please contact customer support.',
  },
  // Service termination (spec sections 1 and 8).
  SERVICE_SIGN_UP_CLOSED: { status: 403, ko: '신규 회원가입이 종료되었습니다.', en: 'New sign-up is no longer available.' },
  SERVICE_AGE_VERIFICATION_CLOSED: { status: 403, ko: '성인 인증이 종료되었습니다.', en: 'Age verification is no longer available.' },
  SERVICE_GOLD_PURCHASE_CLOSED: { status: 403, ko: '골드 구매가 종료되었습니다.', en: 'Gold purchase is no longer available.' },
  SERVICE_PURCHASE_CLOSED: { status: 403, ko: '구매가 종료되었습니다.', en: 'Purchase is no longer available.' },
  SERVICE_MARKET_CLOSED: { status: 403, ko: '마켓이 종료되었습니다.', en: 'The market is no longer available.' },
  SERVICE_TRANSFER_CLOSED: { status: 403, ko: '전송이 종료되었습니다.', en: 'Transfer is no longer available.' },
  SERVICE_SALE_CLOSED: { status: 403, ko: '판매가 종료되었습니다.', en: 'Sale is no longer available.' },
} as const satisfies Record<string, { status: number } & LocalizedText>;

export type StartupErrorCode = keyof typeof STARTUP_ERRORS;

export const startupErrorMessage = (code: StartupErrorCode, language: Language): string => STARTUP_ERRORS[code][language];
