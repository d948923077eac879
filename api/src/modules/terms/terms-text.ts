import type { LegalDocument } from 'shared-contract';

/** The KEYS terms of service (the sign-up consents and `/user/policy`). A new text gets a new version. */
export const TERMS: LegalDocument = {
  version: '1.0',
  effectiveDate: '2023-06-28',
  ko: {
    intro: '이 약관은 KEYS(이하 "서비스")가 제공하는 디지털 포토카드 수집·거래 서비스의 이용 조건과 절차, 회원과 서비스의 권리와 의무를 정합니다.',
    sections: [
      {
        title: '제1조 (회원가입)',
        paragraphs: [
          '만 19세 이상인 분은 외부 계정(Apple, Google, Facebook, 카카오, 네이버)으로 로그인한 뒤 이 약관과 개인정보 처리방침에 동의하고 캐비닛 비밀번호를 정하여 회원이 될 수 있습니다.',
          '타인의 정보를 이용하여 가입한 경우 서비스 이용이 제한될 수 있습니다.',
        ],
      },
      {
        title: '제2조 (KEY와 캐비닛)',
        paragraphs: [
          'KEY는 웹툰 프로젝트별로 발행되는 디지털 포토카드이며, 회원이 구매하거나 전송받은 KEY는 회원의 캐비닛에 보관됩니다.',
          'KEY에 포함된 이미지와 작품의 저작권은 각 권리자에게 있으며, 회원은 서비스 안에서 감상·수집·전송·판매할 수 있는 권한만 가집니다.',
        ],
      },
      {
        title: '제3조 (골드와 결제)',
        paragraphs: ['골드는 서비스 안에서만 사용하는 선불 재화이며 현금으로 바꿀 수 없습니다. 결제와 환불은 관련 법령과 서비스의 환불 정책에 따릅니다.'],
      },
      {
        title: '제4조 (전송과 판매)',
        paragraphs: ['구매하거나 전송받은 KEY는 24시간 동안 판매하거나 전송할 수 없습니다. 자기 자신이나 현재 소유자에게는 전송할 수 없습니다.'],
      },
      {
        title: '제5조 (회원의 의무)',
        paragraphs: [
          '회원은 캐비닛 비밀번호를 안전하게 관리해야 하며, 타인의 권리를 침해하거나 서비스 운영을 방해하는 행위를 해서는 안 됩니다.',
          '약관을 위반한 회원은 이용이 정지될 수 있으며, 정지된 계정은 일부 화면만 이용할 수 있습니다.',
        ],
      },
      {
        title: '제6조 (서비스의 변경과 종료)',
        paragraphs: ['서비스는 운영상 필요한 경우 기능을 변경하거나 종료할 수 있으며, 이 경우 사전에 공지하고 관련 법령에 따라 환불 절차를 안내합니다.'],
      },
      {
        title: '제7조 (탈퇴)',
        paragraphs: ['회원은 언제든지 계정 설정에서 탈퇴할 수 있습니다. 탈퇴한 계정과 보유한 KEY는 복구할 수 없습니다.'],
      },
    ],
  },
  en: {
    intro:
      'These terms set out how you may use KEYS (the "Service"), a service for collecting and trading digital photocards, and the rights and duties of members and the Service.',
    sections: [
      {
        title: 'Article 1 (Signing up)',
        paragraphs: [
          'Anyone aged 18 or older may become a member by signing in with an outside account (Apple, Google, Facebook, Kakao or Naver), agreeing to these terms and the privacy policy, and choosing a cabinet password.',
          'Accounts created with another person’s details may be restricted.',
        ],
      },
      {
        title: 'Article 2 (KEYs and the Cabinet)',
        paragraphs: [
          'A KEY is a digital photocard issued per webtoon project. KEYs you buy or receive are kept in your Cabinet.',
          'The copyright in the images and works stays with their owners; you may view, collect, transfer and sell KEYs within the Service only.',
        ],
      },
      {
        title: 'Article 3 (Gold and payment)',
        paragraphs: [
          'Gold is a prepaid currency for use within the Service and cannot be exchanged for cash. Payments and refunds follow the applicable law and the Service’s refund policy.',
        ],
      },
      {
        title: 'Article 4 (Transfer and sale)',
        paragraphs: [
          'A KEY cannot be sold or transferred within 24 hours of its purchase or transfer. You cannot transfer a KEY to yourself or to its current owner.',
        ],
      },
      {
        title: 'Article 5 (Your obligations)',
        paragraphs: [
          'Keep your cabinet password safe, and do not infringe the rights of others or disrupt the Service.',
          'An account that breaks these terms may be suspended; a suspended account can use only a few pages.',
        ],
      },
      {
        title: 'Article 6 (Changes and termination)',
        paragraphs: ['The Service may change or end features when needed. It will announce this in advance and explain the refund procedure required by law.'],
      },
      {
        title: 'Article 7 (Deactivation)',
        paragraphs: ['You may deactivate your account at any time in the account settings. A deactivated account and its KEYs cannot be restored.'],
      },
    ],
  },
};
