import type { Text } from './catalog-data';

export interface NoticeSeed {
  title: Text;
  body: Text;
  pinned: boolean;
  /** Days from the seed day (negative: in the past). */
  publishedInDays: number;
}

export interface FaqSeed {
  category: Text;
  question: Text;
  answer: Text;
}

export const NOTICES: NoticeSeed[] = [
  {
    pinned: true,
    publishedInDays: -95,
    title: { ko: 'KEYS 이용 안내: 골드 충전과 KEY 구매 방법', en: 'Getting started: buying Gold and KEYs' },
    body: {
      ko: 'KEYS에 오신 것을 환영합니다.\n\nKEY는 웹툰 프로젝트별로 한정 수량만 발행되는 디지털 포토카드입니다. 마이페이지의 ‘골드’ 메뉴에서 골드를 충전한 뒤, 원하는 프로젝트 페이지에서 KEY를 뽑을 수 있습니다. 골드는 최소 800골드부터 10골드 단위로 충전할 수 있으며, 카드 결제도 가능합니다.\n\nKEY를 구매하려면 로그인, 본인 인증, 성인 인증, 환불 정책 동의가 필요합니다. 구매한 KEY는 캐비닛에서 언제든지 확인할 수 있습니다.',
      en: 'Welcome to KEYS.\n\nA KEY is a digital photocard issued in a limited run for each webtoon project. Top up Gold from the Gold menu on My page, then draw KEYs on any project page. You can buy Gold from 800 Gold upwards in steps of 10 Gold, or pay by card.\n\nTo buy KEYs you need to sign in, verify your identity and age, and agree to the refund policy. Every KEY you buy is kept in your Cabinet.',
    },
  },
  {
    pinned: true,
    publishedInDays: -20,
    title: { ko: '개인정보처리방침 개정 안내', en: 'Update to our Privacy Policy' },
    body: {
      ko: '개인정보처리방침이 개정되어 안내드립니다.\n\n환불 신청 시 입력하신 계좌 정보의 보관 기간(5년)과 보관 목적을 명확히 기재했습니다. 그 밖의 개인정보는 기존과 같이 회원 탈퇴 시까지 보관됩니다. 자세한 내용은 개인정보처리방침 전문에서 확인하실 수 있습니다.',
      en: 'We have updated our Privacy Policy.\n\nThe policy now states clearly that bank details entered in a refund request are kept for five years and why. All other personal data is still kept only until you delete your account. The full policy has the details.',
    },
  },
  {
    pinned: false,
    publishedInDays: -88,
    title: { ko: '고객센터 운영 안내', en: 'Our support centre is open' },
    body: {
      ko: '고객센터에서 공지사항, 자주 묻는 질문, 1:1 문의를 이용하실 수 있습니다.\n\n1:1 문의는 평일 오전 10시부터 오후 6시(한국 시간)까지 순서대로 답변드립니다. 문의 시 파일은 최대 3개, 합계 30MB까지 첨부할 수 있습니다.',
      en: 'The support centre has notices, frequently asked questions and one-to-one inquiries.\n\nWe answer inquiries in order on weekdays from 10 a.m. to 6 p.m. KST. You can attach up to 3 files, 30 MB in total.',
    },
  },
  {
    pinned: false,
    publishedInDays: -75,
    title: { ko: '정기 점검 안내 (매주 목요일 오전 4시~6시)', en: 'Scheduled maintenance (Thursdays, 4–6 a.m. KST)' },
    body: {
      ko: '더 안정적인 서비스를 위해 매주 목요일 오전 4시부터 6시까지(한국 시간) 정기 점검을 진행합니다.\n\n점검 중에는 골드 충전, KEY 구매, 전송과 판매를 이용할 수 없습니다. 점검 시간은 상황에 따라 조기 종료되거나 연장될 수 있습니다.',
      en: 'To keep the service stable, we run scheduled maintenance every Thursday from 4 to 6 a.m. KST.\n\nGold top-ups, KEY purchases, transfers and sales are unavailable during maintenance. It may end early or run longer when needed.',
    },
  },
  {
    pinned: false,
    publishedInDays: -50,
    title: { ko: 'KEY 전송 및 판매 24시간 제한 안내', en: 'The 24-hour lock on KEY transfers and sales' },
    body: {
      ko: '안전한 거래를 위해 KEY를 구매하거나 전송받은 후 24시간 동안은 해당 KEY를 전송하거나 판매할 수 없습니다.\n\n전송은 완료까지 최대 24시간이 걸릴 수 있으며, 진행 상황은 캐비닛의 활동 탭에서 ‘진행 중’, ‘완료’, ‘실패’로 확인할 수 있습니다. 자기 자신이나 이미 KEY를 보유한 회원에게는 전송할 수 없습니다.',
      en: 'To keep trading safe, a KEY cannot be transferred or sold for 24 hours after you buy or receive it.\n\nA transfer may take up to 24 hours to arrive. Follow its status (In Progress, Completed or Failed) on the Activities tab of your Cabinet. You cannot send a KEY to yourself or to its current owner.',
    },
  },
  {
    pinned: false,
    publishedInDays: -30,
    title: { ko: '신규 프로젝트 ‘한강의 결투’ 판매 시작', en: 'New project: Duel on the Han River is on sale' },
    body: {
      ko: '서울 검객의 두 번째 KEY 프로젝트 ‘한강의 결투’ 판매를 시작합니다.\n\n비 내리는 반포대교 위의 결투 장면을 담은 KEY 6종이 한정 수량으로 발행되며, 레전더리 KEY ‘한강의 달’은 가장 적은 수량만 발행됩니다. 많은 관심 부탁드립니다.',
      en: 'Sales of Duel on the Han River, the second KEY project from The Seoul Swordsman, are now open.\n\nSix KEYs from the duel on a rainy Banpo Bridge are issued in limited numbers, and only a handful of the legendary KEY “Moon over the Han” exist. Enjoy!',
    },
  },
  {
    pinned: false,
    publishedInDays: -83,
    title: { ko: '‘첫 번째 검’ 프로젝트 완판 감사 인사', en: 'Thank you: The First Blade has sold out' },
    body: {
      ko: '‘첫 번째 검’ 프로젝트의 모든 KEY가 판매되었습니다. 성원해 주신 모든 분께 감사드립니다.\n\n이미 구매하신 KEY는 캐비닛에서 그대로 확인하실 수 있으며, 보유한 KEY는 24시간 제한이 지난 후 다른 회원에게 전송할 수 있습니다.',
      en: 'Every KEY of The First Blade has been sold. Thank you all for your support.\n\nThe KEYs you bought stay in your Cabinet, and you can transfer them to other members once the 24-hour lock has passed.',
    },
  },
  {
    pinned: false,
    publishedInDays: -2,
    title: { ko: '‘지구에서 온 편지’ 출시 예정 안내', en: 'Coming soon: Letters from Earth' },
    body: {
      ko: '별의 궤도의 새 프로젝트 ‘지구에서 온 편지’가 2주 뒤 판매를 시작합니다.\n\n프로젝트 페이지에서 KEY 6종을 미리 확인해 보세요. 판매 시작 시각은 프로젝트 페이지에 표시된 시간(한국 시간) 기준입니다.',
      en: 'Letters from Earth, the next Orbit of Stars project, opens for sale in two weeks.\n\nTake a first look at its six KEYs on the project page. Sales start at the time shown there (KST).',
    },
  },
];

const GOLD = { ko: '골드', en: 'Gold' };
const KEY = { ko: 'KEY', en: 'KEYs' };
const CABINET = { ko: '캐비닛', en: 'Cabinet' };
const TRANSFER = { ko: '전송', en: 'Transfers' };
const REFUND = { ko: '환불', en: 'Refunds' };
const ACCOUNT = { ko: '계정', en: 'Account' };

export const FAQS: FaqSeed[] = [
  {
    category: GOLD,
    question: { ko: '골드는 무엇인가요?', en: 'What is Gold?' },
    answer: {
      ko: '골드는 KEYS에서 KEY를 구매할 때 사용하는 선불 재화입니다. 현금으로 바꾸거나 다른 회원에게 양도할 수 없습니다.',
      en: 'Gold is the prepaid currency you use to buy KEYs on KEYS. It cannot be exchanged for cash or given to other members.',
    },
  },
  {
    category: GOLD,
    question: { ko: '골드는 얼마부터 충전할 수 있나요?', en: 'How much Gold can I buy at a time?' },
    answer: {
      ko: '최소 800골드부터 10골드 단위로 충전할 수 있습니다. 결제는 미국 달러(USD)로 청구되며, 함께 표시되는 원화 금액은 참고용 환산 금액입니다.',
      en: 'You can buy from 800 Gold upwards, in steps of 10 Gold. Payments are charged in US dollars; the amount shown in won is an approximate conversion.',
    },
  },
  {
    category: KEY,
    question: { ko: 'KEY는 무엇인가요?', en: 'What is a KEY?' },
    answer: {
      ko: 'KEY는 웹툰 프로젝트별로 한정 수량만 발행되는 디지털 포토카드입니다. 구매한 KEY는 캐비닛에 보관되며, 감상하거나 다른 회원에게 전송할 수 있습니다.',
      en: 'A KEY is a digital photocard issued in a limited run for each webtoon project. The KEYs you buy are kept in your Cabinet, where you can view them or send them to other members.',
    },
  },
  {
    category: KEY,
    question: { ko: '랜덤 뽑기에서는 어떤 KEY가 나오나요?', en: 'Which KEY will I get from a random draw?' },
    answer: {
      ko: '프로젝트에 남아 있는 KEY 중 한 장이 무작위로 지급됩니다. 등급(일반, 레어, 에픽, 레전더리)마다 발행 수량이 다르며, 남은 수량은 프로젝트 페이지에서 확인할 수 있습니다.',
      en: "You receive one KEY at random from the project's remaining stock. Each rarity (common, rare, epic, legendary) has its own supply, and the remaining numbers are shown on the project page.",
    },
  },
  {
    category: KEY,
    question: { ko: 'KEY를 구매하려면 무엇이 필요한가요?', en: 'What do I need to buy KEYs?' },
    answer: {
      ko: '로그인 후 본인 인증과 성인 인증(만 19세 이상)을 마치고 환불 정책에 동의해야 구매할 수 있습니다.',
      en: 'Sign in, verify your identity and age (18 or over), and agree to the refund policy. Then you can buy.',
    },
  },
  {
    category: CABINET,
    question: { ko: '캐비닛은 무엇인가요?', en: 'What is the Cabinet?' },
    answer: {
      ko: '캐비닛은 내가 보유한 KEY를 모아 보는 나만의 보관함입니다. 캐비닛 비밀번호로 보호되며, KEY를 전송하거나 판매할 때 비밀번호를 한 번 더 확인합니다.',
      en: 'Your Cabinet is where all your KEYs are kept. It is protected by a cabinet password, which you enter again whenever you transfer or sell a KEY.',
    },
  },
  {
    category: CABINET,
    question: { ko: '캐비닛 비밀번호를 잊어버렸어요.', en: 'I forgot my cabinet password.' },
    answer: {
      ko: '캐비닛 비밀번호 입력 화면에서 재설정 메일을 요청해 주세요. 메일에 있는 링크는 발송 후 1시간 동안만 유효하며, 시간이 지나면 재설정을 다시 요청해야 합니다.',
      en: 'Ask for a reset e-mail on the cabinet password screen. The link in the e-mail works for one hour; after that, request a new one.',
    },
  },
  {
    category: TRANSFER,
    question: { ko: 'KEY를 다른 회원에게 보낼 수 있나요?', en: 'Can I send a KEY to another member?' },
    answer: {
      ko: '네. 캐비닛에서 KEY를 선택한 뒤 받는 분의 닉네임이나 주소를 입력하면 전송할 수 있습니다. 다만 구매하거나 전송받은 뒤 24시간 동안은 전송할 수 없습니다.',
      en: "Yes. Choose the KEY in your Cabinet and enter the recipient's nickname or address. A KEY cannot be sent for 24 hours after you buy or receive it.",
    },
  },
  {
    category: TRANSFER,
    question: { ko: '전송이 ‘진행 중’에서 멈춰 있어요.', en: 'My transfer still says In Progress.' },
    answer: {
      ko: '전송은 완료까지 최대 24시간이 걸릴 수 있습니다. 24시간이 지나도 ‘진행 중’이라면 고객센터 1:1 문의로 알려 주세요.',
      en: 'A transfer can take up to 24 hours to arrive. If it still says In Progress after 24 hours, please contact us through a one-to-one inquiry.',
    },
  },
  {
    category: REFUND,
    question: { ko: '환불은 어떻게 신청하나요?', en: 'How do I request a refund?' },
    answer: {
      ko: '환불 페이지에서 계좌 정보를 입력하고 필수 동의 항목에 동의한 뒤 신청해 주세요. 한국 계좌는 원화(KRW), 해외 계좌는 미국 달러(USD)로 환불되며, 신청 회차에 따라 지급일이 정해집니다.',
      en: 'Enter your bank details on the refund page, accept the required consents and submit. Korean accounts are refunded in won (KRW) and other accounts in US dollars (USD); the payment date depends on the round in which you apply.',
    },
  },
  {
    category: REFUND,
    question: { ko: '환불 신청 후 진행 상황은 어디서 보나요?', en: 'Where can I follow my refund request?' },
    answer: {
      ko: '환불 페이지에서 ‘신청 완료’, ‘검토 중’, ‘환불 완료’ 순서로 진행 상황을 확인할 수 있습니다. 입력한 정보가 잘못되어 ‘환불 실패’가 되면 신청서를 수정해 다시 제출해 주세요.',
      en: 'The refund page shows each step: Submitted, Under review, then Refund completed. If the details were wrong and the request shows Refund failed, edit it and submit it again.',
    },
  },
  {
    category: ACCOUNT,
    question: { ko: '닉네임은 언제든지 바꿀 수 있나요?', en: 'Can I change my nickname at any time?' },
    answer: {
      ko: '닉네임은 한 달에 한 번 변경할 수 있습니다. 한글, 영문, 숫자로 3~20자까지 입력할 수 있으며 다른 회원과 같은 닉네임은 사용할 수 없습니다.',
      en: 'You can change your nickname once a month. It may use Korean letters, English letters and digits, 3 to 20 characters, and must not already be taken.',
    },
  },
  {
    category: ACCOUNT,
    question: { ko: '어떤 계정으로 로그인할 수 있나요?', en: 'Which accounts can I sign in with?' },
    answer: {
      ko: 'Apple, Google, Facebook, 카카오, 네이버 계정으로 로그인할 수 있습니다.',
      en: 'You can sign in with Apple, Google, Facebook, Kakao or Naver.',
    },
  },
  {
    category: ACCOUNT,
    question: { ko: '탈퇴하면 KEY와 골드는 어떻게 되나요?', en: 'What happens to my KEYs and Gold if I delete my account?' },
    answer: {
      ko: '탈퇴하면 보유한 KEY와 남은 골드를 더 이상 이용할 수 없으며 복구할 수 없습니다. 탈퇴하기 전에 환불 가능한 금액이 있는지 먼저 확인해 주세요.',
      en: 'Once you delete your account, your KEYs and remaining Gold can no longer be used or restored. Check whether you have a refundable amount before you leave.',
    },
  },
];
