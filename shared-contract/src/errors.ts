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
  // Identity, session and account (spec sections 4, 5 and 8).
  TOKEN_MISSING: { status: 401, ko: '로그인이 필요합니다.', en: 'Login needed.' },
  TOKEN_EXPIRED: { status: 401, ko: '로그인이 만료되었습니다. 다시 시도해 주세요.', en: 'Your sign-in has expired. Please try again.' },
  TOKEN_INVALID: { status: 401, ko: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.', en: 'Your sign-in is not valid. Please sign in again.' },
  SESSION_REVOKED: { status: 401, ko: '로그인이 종료되었습니다. 다시 로그인해 주세요.', en: 'Your session has ended. Please sign in again.' },
  REFRESH_TOKEN_INVALID: { status: 401, ko: '로그인이 종료되었습니다. 다시 로그인해 주세요.', en: 'Your session has ended. Please sign in again.' },
  REFRESH_TOKEN_REUSED: {
    status: 401,
    ko: '이미 사용된 로그인 정보가 다시 제출되어 모든 기기에서 로그아웃되었습니다.',
    en: 'A used sign-in token was presented again, so the session was ended everywhere.',
  },
  FORBIDDEN: { status: 403, ko: '권한이 없습니다.', en: 'You do not have permission to do this.' },
  SIGN_UP_REQUIRED: { status: 403, ko: '회원가입을 먼저 완료해 주세요.', en: 'Please finish signing up first.' },
  ALREADY_SIGNED_UP: { status: 409, ko: '이미 가입을 완료한 계정입니다.', en: 'This account has already signed up.' },
  ACCOUNT_DEACTIVATED: { status: 403, ko: '삭제/탈퇴된 계정입니다.', en: 'This account has been deleted / deactivated.' },
  ACCOUNT_SUSPENDED: {
    status: 403,
    ko: '이용약관 위반으로 이용이 정지된 계정입니다. 고객센터로 문의해 주세요.',
    en: 'This account has been suspended due to a violation of the terms of service. Please contact customer support.',
  },
  CONSENT_AGE_REQUIRED: { status: 400, ko: '만 19세 이상임에 동의해 주세요.', en: 'Please confirm that you are 18 or older.' },
  CONSENT_TERMS_REQUIRED: { status: 400, ko: '이용약관에 동의해 주세요.', en: 'Please agree to the terms of service.' },
  CONSENT_PRIVACY_REQUIRED: { status: 400, ko: '개인정보 수집 및 이용에 동의해 주세요.', en: 'Please agree to the privacy policy.' },
  CABINET_PASSWORD_FORMAT: { status: 400, ko: '캐비닛 비밀번호는 숫자 6자리입니다.', en: 'The cabinet password is 6 digits.' },
  PASSWORD_MISMATCH: { status: 400, ko: '비밀번호가 일치하지 않습니다.', en: 'Incorrect password' },
  NICKNAME_TOO_SHORT: { status: 400, ko: '닉네임은 3자 이상이어야 합니다.', en: 'Nickname must be at least 3 characters.' },
  NICKNAME_TOO_LONG: { status: 400, ko: '닉네임은 20자 이하여야 합니다.', en: 'Nickname must be at most 20 characters.' },
  NICKNAME_INVALID_CHARACTERS: {
    status: 400,
    ko: '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.',
    en: 'Nickname may contain only Korean letters, English letters and digits.',
  },
  NICKNAME_DUPLICATE: { status: 409, ko: '이미 사용 중인 닉네임입니다.', en: 'This nickname is already in use.' },
  NICKNAME_UNCHANGED: { status: 400, ko: '현재 닉네임과 같습니다.', en: 'This is already your nickname.' },
  NICKNAME_CHANGE_TOO_SOON: {
    status: 409,
    ko: '닉네임은 한 달에 한 번만 변경할 수 있습니다.',
    en: 'Nickname can be changed once a month.',
  },
  IMAGE_TYPE_NOT_ALLOWED: { status: 415, ko: 'jpg, jpeg, png 파일만 올릴 수 있습니다.', en: 'Only jpg, jpeg and png files can be uploaded.' },
  IMAGE_TOO_LARGE: { status: 413, ko: '이미지는 10MB 이하여야 합니다.', en: 'The image must be 10 MB or smaller.' },
  IMAGE_MISSING: { status: 400, ko: '이미지를 선택해 주세요.', en: 'Please choose an image.' },
  KEY_NOT_OWNED: { status: 403, ko: '보유한 KEY만 프로필로 설정할 수 있습니다.', en: 'Only a KEY you own can be your profile image.' },
  NOTIFICATION_NOT_FOUND: { status: 404, ko: '알림을 찾을 수 없습니다.', en: 'This notification does not exist.' },
  RESET_LINK_EXPIRED: { status: 410, ko: '링크가 만료되었습니다. 재설정을 다시 시작해 주세요.', en: 'This link has expired, restart reset.' },
  NO_MATCHING_ACCOUNT: { status: 404, ko: '일치하는 계정 정보가 없습니다.', en: 'No account matches the information.' },
  MAIL_SEND_FAILED: { status: 502, ko: '이메일 발송에 실패했습니다.', en: 'E-mail send failure.' },
  MAIL_ADDRESS_MISSING: { status: 400, ko: '계정에 이메일 주소가 없습니다.', en: 'Your account has no e-mail address.' },
  VERIFICATION_NOT_FOUND: { status: 404, ko: '본인인증 요청을 찾을 수 없습니다. 다시 시도해 주세요.', en: 'This verification was not found. Please try again.' },
  VERIFICATION_FAILED: { status: 400, ko: '본인인증에 실패했습니다.', en: 'Identity verification failed.' },
  VERIFICATION_CANCELLED: { status: 400, ko: '본인인증이 취소되었습니다.', en: 'Identity verification was cancelled.' },
  VERIFICATION_EXPIRED: { status: 410, ko: '본인인증 시간이 지났습니다. 다시 시도해 주세요.', en: 'The verification has expired. Please try again.' },
  DEACTIVATION_REASON_REQUIRED: { status: 400, ko: '탈퇴 사유를 선택해 주세요.', en: 'Please choose a reason.' },
  DEACTIVATION_OTHER_REASON_REQUIRED: { status: 400, ko: '기타 사유를 입력해 주세요.', en: 'Please describe your reason.' },
  DEACTIVATION_AGREEMENT_REQUIRED: { status: 400, ko: '탈퇴 안내에 동의해 주세요.', en: 'Please tick the agreement.' },
  // Commerce (spec sections 8 and 9).
  INSUFFICIENT_GOLD: { status: 409, ko: '골드가 부족합니다.', en: 'Not enough Gold.' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, ko: '요청 식별 키가 필요합니다.', en: 'An idempotency key is required.' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, ko: '같은 요청을 처리하고 있습니다. 잠시 후 확인해 주세요.', en: 'The same request is still being processed.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, ko: '이미 다른 요청에 사용된 식별 키입니다.', en: 'This idempotency key was used for another request.' },
  GOLD_BELOW_MINIMUM: { status: 400, ko: '골드는 최소 800 골드부터 구매할 수 있습니다.', en: 'Gold can be bought from 800 Gold.' },
  GOLD_NOT_IN_UNITS: { status: 400, ko: '골드는 10 골드 단위로 구매할 수 있습니다.', en: 'Gold can be bought in units of 10.' },
  COIN_PAYMENT_FAILED: { status: 402, ko: '골드 결제에 실패했습니다.', en: 'Coin payment fail.' },
  PAYMENT_CANCELLED: { status: 400, ko: '결제가 취소되었습니다.', en: 'Payment cancel.' },
  PAYMENT_FAILED: { status: 402, ko: '결제에 실패했습니다. 다시 시도해 주세요.', en: 'Payment fail. Please try again.' },
  PAYMENT_NOT_FOUND: { status: 404, ko: '결제 정보를 찾을 수 없습니다.', en: 'This payment was not found.' },
  PAYMENT_PROVIDER_NOT_FOUND: { status: 400, ko: '사용할 수 없는 결제 수단입니다.', en: 'This payment method is not available.' },
  // Purchase requirements (spec section 8), used by the commerce issue.
  ADULT_ONLY: { status: 403, ko: '성인만 이용할 수 있습니다.', en: 'Only users over the age of 18 may use.' },
  IDENTITY_VERIFICATION_REQUIRED: {
    status: 403,
    ko: '구매 전 본인인증이 필요합니다.',
    en: 'Identity verification required before purchase.',
  },
  REFUND_POLICY_REQUIRED: { status: 400, ko: '환불 정책에 먼저 동의해 주세요.', en: 'You must first agree to the refund policy.' },
  KEY_NO_LONGER_AVAILABLE: { status: 409, ko: '더 이상 구매할 수 없는 KEY입니다.', en: 'This KEY is no longer available.' },
  INSUFFICIENT_KEYS: { status: 409, ko: '남은 KEY 수량이 부족합니다.', en: 'Insufficient KEYs remaining.' },
  // Cart (spec: cart items kept 90 days).
  CART_FULL: { status: 409, ko: '장바구니에는 최대 20개 프로젝트까지 담을 수 있습니다.', en: 'Your cart can hold up to 20 projects.' },
  CART_QUANTITY_LIMIT: { status: 409, ko: '한 프로젝트의 KEY는 최대 10개까지 담을 수 있습니다.', en: 'You can keep up to 10 KEYs of a project in the cart.' },
  CART_EMPTY: { status: 400, ko: '장바구니가 비어 있습니다.', en: 'Your cart is empty.' },
  CART_CHANGED: { status: 409, ko: '장바구니가 변경되었습니다. 확인 후 다시 시도해 주세요.', en: 'Your cart has changed. Please check it and try again.' },
  // Coupons (spec sections 4 and 8).
  COUPON_INVALID_CODE: { status: 400, ko: '유효하지 않은 코드입니다.', en: 'Invalid code' },
  COUPON_ALREADY_REGISTERED: { status: 409, ko: '이미 등록된 쿠폰입니다.', en: 'This coupon has already been registered' },
  COUPON_EXPIRED: { status: 409, ko: '만료된 쿠폰입니다.', en: 'This coupon has expired' },
  COUPON_UNUSABLE: { status: 409, ko: '사용할 수 없는 쿠폰입니다.', en: 'This coupon cannot be used' },
  COUPON_NOT_FOUND: { status: 404, ko: '쿠폰을 찾을 수 없습니다.', en: 'This coupon was not found.' },
  // Tickets (spec section 4: In Progress, Completed, Failed).
  TICKET_NOT_FOUND: { status: 404, ko: '티켓을 찾을 수 없습니다.', en: 'This ticket was not found.' },
  TICKET_UNUSABLE: { status: 409, ko: '사용할 수 없는 티켓입니다.', en: 'This ticket cannot be used.' },
  TICKET_PROJECT_NOT_ELIGIBLE: { status: 409, ko: '티켓으로 교환할 수 없는 프로젝트입니다.', en: 'This project cannot be exchanged for a ticket.' },
  // Owned KEYs: transfer and market (spec sections 4, 8 and 9; the unlock time goes in `details.unlocksAt`).
  KEY_NOT_YOURS: { status: 403, ko: '보유하지 않은 KEY입니다.', en: 'You do not own this KEY.' },
  KEY_NOT_REVEALED: { status: 409, ko: '먼저 KEY를 공개해 주세요.', en: 'Reveal this KEY first.' },
  KEY_LOCKED_FOR_SALE: { status: 409, ko: '24시간 이내에는 판매 등록할 수 없습니다.', en: 'Cannot list within 24 hours.' },
  KEY_LOCKED_FOR_TRANSFER: { status: 409, ko: '24시간 이내에는 전송할 수 없습니다.', en: 'Cannot transfer within 24 hours.' },
  KEY_LISTED: { status: 409, ko: '마켓에 판매 등록된 KEY입니다. 먼저 판매 등록을 취소해 주세요.', en: 'This KEY is listed on the market. Cancel the listing first.' },
  TRANSFER_IN_PROGRESS: { status: 409, ko: '이미 전송이 진행 중입니다.', en: 'Transfer already in progress' },
  TRANSFER_USER_NOT_FOUND: { status: 404, ko: '존재하지 않는 사용자입니다.', en: 'That username does not exist' },
  TRANSFER_INVALID_ADDRESS: { status: 400, ko: '유효하지 않은 주소입니다.', en: 'Invalid address' },
  TRANSFER_ALREADY_OWNER: { status: 409, ko: '이미 보유한 KEY입니다.', en: 'You already own this KEY' },
  TRANSFER_TO_SELF: { status: 400, ko: '자신에게는 전송할 수 없습니다.', en: 'You cannot send a KEY to yourself.' },
  TRANSFER_NOT_FOUND: { status: 404, ko: '전송 내역을 찾을 수 없습니다.', en: 'This transfer was not found.' },
  CABINET_PASSWORD_LOCKED: { status: 429, ko: '비밀번호를 여러 번 잘못 입력했습니다. 잠시 후 다시 시도해 주세요.', en: 'Too many wrong passwords. Please try again later.' },
  CABINET_LOCKED: { status: 401, ko: '캐비닛 비밀번호를 먼저 입력해 주세요.', en: 'Enter your cabinet password first.' },
  CABINET_PASSWORD_NOT_SET: { status: 409, ko: '캐비닛 비밀번호를 먼저 설정해 주세요.', en: 'Set your cabinet password first.' },
  MARKET_LISTING_NOT_FOUND: { status: 404, ko: '판매 등록을 찾을 수 없습니다.', en: 'This listing was not found.' },
  MARKET_OWN_LISTING: { status: 409, ko: '내가 등록한 KEY는 구매할 수 없습니다.', en: 'You cannot buy your own listing.' },
  MARKET_PRICE_INVALID: { status: 400, ko: '판매 가격은 10골드 이상 1,000,000골드 이하로 입력해 주세요.', en: 'Enter a price from 10 to 1,000,000 Gold.' },
  MARKET_PRICE_CHANGED: { status: 409, ko: '판매 가격이 변경되었습니다. 다시 확인해 주세요.', en: 'The price has changed. Please check it again.' },
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
