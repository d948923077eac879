import type { Language, LocalizedText } from './i18n';

/**
 * The one error catalogue: code -> HTTP status and the message in ko and en (spec section 8).
 * The api answers `{ result: 'FAIL', error: { code, message } }`; clients show `errorMessage(code, lang)`.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, ko: '입력값을 확인해 주세요.', en: 'Please check what you entered.' },
  NOT_FOUND: { status: 404, ko: '요청한 항목을 찾을 수 없습니다.', en: 'What you asked for was not found.' },
  PROJECT_NOT_FOUND: { status: 404, ko: '프로젝트를 찾을 수 없습니다.', en: 'This project does not exist.' },
  KEY_NOT_FOUND: { status: 404, ko: 'KEY를 찾을 수 없습니다.', en: 'This KEY does not exist.' },
  COLLECTION_NOT_FOUND: { status: 404, ko: '컬렉션을 찾을 수 없습니다.', en: 'This collection does not exist.' },
  NOTICE_NOT_FOUND: { status: 404, ko: '공지사항을 찾을 수 없습니다.', en: 'This notice does not exist.' },
  ROUTE_NOT_FOUND: { status: 404, ko: '존재하지 않는 API입니다.', en: 'There is no such API.' },
  RATE_LIMITED: { status: 429, ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', en: 'Too many requests. Please try again shortly.' },
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
  LOGIN_NEEDED: { status: 401, ko: '로그인이 필요합니다.', en: 'Login needed.' },
  // Service termination (spec sections 1 and 8).
  SERVICE_SIGN_UP_CLOSED: { status: 403, ko: '신규 회원가입이 종료되었습니다.', en: 'New sign-up is no longer available.' },
  SERVICE_AGE_VERIFICATION_CLOSED: { status: 403, ko: '성인 인증이 종료되었습니다.', en: 'Age verification is no longer available.' },
  SERVICE_GOLD_PURCHASE_CLOSED: { status: 403, ko: '골드 구매가 종료되었습니다.', en: 'Gold purchase is no longer available.' },
  SERVICE_PURCHASE_CLOSED: { status: 403, ko: '구매가 종료되었습니다.', en: 'Purchase is no longer available.' },
  SERVICE_MARKET_CLOSED: { status: 403, ko: '마켓이 종료되었습니다.', en: 'The market is no longer available.' },
  SERVICE_TRANSFER_CLOSED: { status: 403, ko: '전송이 종료되었습니다.', en: 'Transfer is no longer available.' },
  SERVICE_SALE_CLOSED: { status: 403, ko: '판매가 종료되었습니다.', en: 'Sale is no longer available.' },
} as const satisfies Record<string, { status: number } & LocalizedText>;

export type ErrorCode = keyof typeof ERRORS;

export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);

export const errorMessage = (code: string, language: Language): string =>
  isErrorCode(code) ? ERRORS[code][language] : ERRORS.TEMPORARY_ERROR[language];

export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;
