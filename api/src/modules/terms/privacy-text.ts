import type { LegalDocument } from 'shared-contract';

/** The KEYS privacy policy: collection and use of personal data (the sign-up consents and `/user/privacy`). A new text gets a new version. */
export const PRIVACY: LegalDocument = {
  version: '1.0',
  effectiveDate: '2023-06-28',
  ko: {
    intro: 'KEYS는 회원의 개인정보를 소중히 다루며, 서비스 제공에 필요한 최소한의 정보만 수집합니다.',
    sections: [
      {
        title: '1. 수집하는 항목',
        paragraphs: [
          '필수: 로그인 서비스 식별자, 이메일 주소, 이름(로그인 서비스가 제공하는 경우), 닉네임, 캐비닛 비밀번호(복원할 수 없는 형태로 암호화하여 저장).',
          '본인인증 시: 이름, 생년월일, 휴대전화 번호, 연계정보(DI). 선택: 프로모션 메일 수신 여부.',
        ],
      },
      {
        title: '2. 이용 목적',
        paragraphs: ['회원 식별과 로그인, 연령 확인, KEY 구매·전송·판매 처리, 환불, 고객 문의 응대, 부정 이용 방지, 동의한 경우 이벤트와 새 소식 안내.'],
      },
      {
        title: '3. 보유 기간',
        paragraphs: [
          '개인정보는 탈퇴할 때까지 보유하며, 탈퇴 후 지체 없이 파기합니다. 다만 결제·환불 기록 등 법령이 보관을 요구하는 정보는 해당 기간(예: 환불 계좌 정보 5년) 동안 보관합니다.',
        ],
      },
      {
        title: '4. 제3자 제공과 위탁',
        paragraphs: [
          '법령에 근거가 있거나 회원이 동의한 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다. 결제와 본인인증은 해당 전문 업체에 위탁하여 처리합니다.',
        ],
      },
      {
        title: '5. 회원의 권리',
        paragraphs: [
          '회원은 언제든지 자신의 정보를 조회·수정하고, 프로모션 메일 수신 동의를 철회하거나 탈퇴할 수 있습니다. 동의를 거부할 수 있으나, 필수 항목에 동의하지 않으면 가입할 수 없습니다.',
        ],
      },
      {
        title: '6. 문의',
        paragraphs: ['개인정보와 관련한 문의는 고객센터(/support)로 보내 주세요.'],
      },
    ],
  },
  en: {
    intro: 'KEYS handles your personal data with care and collects only what it needs to provide the service.',
    sections: [
      {
        title: '1. What we collect',
        paragraphs: [
          'Required: the identifier from your sign-in service, your e-mail address, your name (when the sign-in service provides it), your nickname and your cabinet password (stored only as a one-way hash).',
          'For identity verification: name, date of birth, mobile number and a linking identifier (DI). Optional: whether you want promotion e-mails.',
        ],
      },
      {
        title: '2. Why we use it',
        paragraphs: [
          'To identify you and sign you in, confirm your age, process KEY purchases, transfers and sales, handle refunds and support requests, prevent abuse and, if you agreed, send you events and news.',
        ],
      },
      {
        title: '3. How long we keep it',
        paragraphs: [
          'We keep your personal data until you deactivate your account and delete it promptly afterwards, except records the law requires us to keep (for example refund bank details for 5 years).',
        ],
      },
      {
        title: '4. Sharing and processors',
        paragraphs: [
          'We do not share your personal data with third parties unless the law requires it or you agree. Payments and identity verification are handled by specialised processors on our behalf.',
        ],
      },
      {
        title: '5. Your rights',
        paragraphs: [
          'You can view and correct your data, withdraw your consent to promotion e-mails or deactivate your account at any time. You may refuse consent, but the required items are needed to sign up.',
        ],
      },
      {
        title: '6. Contact',
        paragraphs: ['Send questions about your personal data to customer support (/support).'],
      },
    ],
  },
};
