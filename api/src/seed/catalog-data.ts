import type { Rarity } from 'shared-contract';

/** The demo catalog: fictional webtoons and themes written for KEYS. Dates are days from the seed day. */

export interface Text {
  ko: string;
  en: string;
}

export interface CollectionSeed {
  slug: string;
  kind: 'webtoon' | 'theme';
  name: Text;
  description: Text;
  initial: string;
  hue: number;
}

export interface KeySeed {
  name: Text;
  rarity: Rarity;
}

export interface ProjectSeed {
  webtoon: string;
  theme: string;
  title: Text;
  creator: Text;
  description: Text;
  hue: number;
  priceGold: number;
  /** Days from the seed day; negative is in the past. */
  startsInDays: number;
  endsInDays: number | null;
  soldOut?: boolean;
  keys: KeySeed[];
}

export interface BannerSeed {
  project: number;
  title: Text;
  subtitle: Text;
  hue: number;
}

export const COLLECTIONS: CollectionSeed[] = [
  {
    slug: 'moonlight-store',
    kind: 'webtoon',
    name: { ko: '달빛 편의점', en: 'Moonlight Convenience Store' },
    description: {
      ko: '새벽 세 시에만 문을 여는 편의점에서 벌어지는 따뜻하고 신비로운 이야기.',
      en: 'A warm, mysterious story set in a convenience store that only opens at 3 a.m.',
    },
    initial: '달',
    hue: 230,
  },
  {
    slug: 'seoul-swordsman',
    kind: 'webtoon',
    name: { ko: '서울 검객', en: 'The Seoul Swordsman' },
    description: {
      ko: '조선의 검술을 이어받은 청년이 현대 서울의 골목에서 펼치는 액션 활극.',
      en: 'An action saga about a young man who inherits a Joseon-era sword art in the alleys of modern Seoul.',
    },
    initial: '검',
    hue: 350,
  },
  {
    slug: 'wizard-cat',
    kind: 'webtoon',
    name: { ko: '우리 집 고양이는 마법사', en: 'My Cat Is a Wizard' },
    description: {
      ko: '자취방에 들어온 고양이가 사실은 은퇴한 대마법사였다? 좌충우돌 동거 코미디.',
      en: 'The cat that moved into my studio flat turns out to be a retired archmage. A chaotic flat-share comedy.',
    },
    initial: '묘',
    hue: 30,
  },
  {
    slug: 'orbit-of-stars',
    kind: 'webtoon',
    name: { ko: '별의 궤도', en: 'Orbit of Stars' },
    description: {
      ko: '궤도 정거장의 정비사와 지구의 통신병, 서로 다른 시간을 사는 두 사람의 SF 로맨스.',
      en: 'A sci-fi romance between an orbital station mechanic and a signaller on Earth who live on different clocks.',
    },
    initial: '별',
    hue: 200,
  },
  {
    slug: 'spring-diaries',
    kind: 'theme',
    name: { ko: '봄날의 기록', en: 'Spring Diaries' },
    description: {
      ko: '벚꽃, 졸업식, 첫 소풍. 봄을 닮은 장면만 모은 테마 컬렉션.',
      en: 'Cherry blossoms, graduations, first picnics: a theme collection of scenes that feel like spring.',
    },
    initial: '봄',
    hue: 330,
  },
  {
    slug: 'neon-nights',
    kind: 'theme',
    name: { ko: '네온 나이트', en: 'Neon Nights' },
    description: {
      ko: '비 내리는 도시의 밤, 네온 불빛 아래에 선 캐릭터들을 모았습니다.',
      en: 'Rainy city nights and the characters who stand under the neon lights.',
    },
    initial: '夜',
    hue: 280,
  },
  {
    slug: 'first-encounters',
    kind: 'theme',
    name: { ko: '첫 만남', en: 'First Encounters' },
    description: {
      ko: '모든 이야기가 시작된 바로 그 순간을 담았습니다.',
      en: 'The very moment each story began.',
    },
    initial: '始',
    hue: 160,
  },
];

const keys = (names: Array<[string, string]>): KeySeed[] => {
  const rarities: Rarity[] = ['common', 'common', 'rare', 'rare', 'epic', 'legendary'];
  return names.map(([ko, en], index) => ({ name: { ko, en }, rarity: rarities[index] ?? 'common' }));
};

export const PROJECTS: ProjectSeed[] = [
  {
    webtoon: 'moonlight-store',
    theme: 'first-encounters',
    title: { ko: '새벽 세 시의 손님들', en: 'Guests at 3 A.M.' },
    creator: { ko: '한여름', en: 'Han Yeoreum' },
    description: {
      ko: '달빛 편의점의 첫 KEY 프로젝트. 점장과 손님들이 처음 마주친 새벽의 장면들을 담았습니다.',
      en: 'The first KEY project from Moonlight Convenience Store: the dawn scenes where the manager first meets the regulars.',
    },
    hue: 235,
    priceGold: 150,
    startsInDays: -60,
    endsInDays: null,
    keys: keys([
      ['계산대의 점장', 'The Manager at the Counter'],
      ['삼각김밥 유령', 'The Rice-Ball Ghost'],
      ['새벽 배달부', 'The Dawn Courier'],
      ['달빛 영수증', 'Moonlight Receipt'],
      ['잠들지 않는 손님', 'The Sleepless Guest'],
      ['보름달 점장', 'Full-Moon Manager'],
    ]),
  },
  {
    webtoon: 'moonlight-store',
    theme: 'spring-diaries',
    title: { ko: '벚꽃 야간 근무', en: 'Night Shift in Blossom Season' },
    creator: { ko: '한여름', en: 'Han Yeoreum' },
    description: {
      ko: '벚꽃이 흩날리는 봄밤, 편의점 앞 작은 꽃길에서 벌어진 이야기를 KEY로 만나 보세요.',
      en: 'A spring night of falling petals on the little path outside the store, now as KEYs.',
    },
    hue: 320,
    priceGold: 200,
    startsInDays: -45,
    endsInDays: null,
    keys: keys([
      ['벚꽃 진열대', 'Blossom Shelf'],
      ['야간 알바생 서하', 'Seoha on the Night Shift'],
      ['꽃잎 우산', 'Petal Umbrella'],
      ['새벽 벚꽃길', 'Blossom Road at Dawn'],
      ['봄밤의 약속', "A Spring Night's Promise"],
      ['벚꽃 아래 점장', 'Manager Beneath the Blossoms'],
    ]),
  },
  {
    webtoon: 'seoul-swordsman',
    theme: 'neon-nights',
    title: { ko: '한강의 결투', en: 'Duel on the Han River' },
    creator: { ko: '도윤재', en: 'Do Yunjae' },
    description: {
      ko: '비 내리는 반포대교 위, 두 검객의 운명을 가른 결투를 여섯 장의 KEY에 담았습니다.',
      en: 'Six KEYs from the rain-soaked duel on Banpo Bridge that decided the fate of two swordsmen.',
    },
    hue: 355,
    priceGold: 250,
    startsInDays: -30,
    endsInDays: null,
    keys: keys([
      ['반포대교의 검객', 'Swordsman on Banpo Bridge'],
      ['네온 칼날', 'Neon Blade'],
      ['빗속의 대치', 'Standoff in the Rain'],
      ['검은 도포', 'The Black Robe'],
      ['강바람 일섬', 'River-Wind Strike'],
      ['한강의 달', 'Moon over the Han'],
    ]),
  },
  {
    webtoon: 'seoul-swordsman',
    theme: 'first-encounters',
    title: { ko: '첫 번째 검', en: 'The First Blade' },
    creator: { ko: '도윤재', en: 'Do Yunjae' },
    description: {
      ko: '주인공이 처음 검을 잡던 날부터 각성하는 순간까지. 오픈 첫 주에 모두 판매된 프로젝트입니다.',
      en: 'From the day the hero first held a sword to the moment he awakened. This project sold out in its first week.',
    },
    hue: 15,
    priceGold: 300,
    startsInDays: -90,
    endsInDays: null,
    soldOut: true,
    keys: keys([
      ['낡은 목검', 'The Old Wooden Sword'],
      ['사부의 가르침', "The Master's Lesson"],
      ['골목 수련', 'Alley Training'],
      ['첫 번째 상처', 'The First Scar'],
      ['각성', 'Awakening'],
      ['조선의 검', 'The Joseon Sword'],
    ]),
  },
  {
    webtoon: 'wizard-cat',
    theme: 'spring-diaries',
    title: { ko: '마법 고양이의 하루', en: 'A Day in the Life of a Wizard Cat' },
    creator: { ko: '민트초코', en: 'Mint Choco' },
    description: {
      ko: '낮잠, 간식, 그리고 가끔 세계를 구하는 일. 대마법사 고양이 ‘모카’의 평범한 하루입니다.',
      en: 'Naps, treats and the occasional world-saving: an ordinary day for Mocha, the archmage cat.',
    },
    hue: 35,
    priceGold: 100,
    startsInDays: -20,
    endsInDays: null,
    keys: keys([
      ['창가의 낮잠', 'Windowsill Nap'],
      ['츄르 소환술', 'Summoning Treats'],
      ['빗자루 비행', 'Broomstick Flight'],
      ['마법서 위의 고양이', 'Cat on the Spellbook'],
      ['대마법사의 모자', "The Archmage's Hat"],
      ['별빛 고양이', 'Starlight Cat'],
    ]),
  },
  {
    webtoon: 'wizard-cat',
    theme: 'neon-nights',
    title: { ko: '네온 골목 산책', en: 'Neon Alley Stroll' },
    creator: { ko: '민트초코', en: 'Mint Choco' },
    description: {
      ko: '밤이 되면 모카는 골목의 네온사인을 따라 산책을 나섭니다. 빛나는 발자국을 따라가 보세요.',
      en: 'At night Mocha follows the neon signs through the alleys. Follow the glowing paw prints.',
    },
    hue: 270,
    priceGold: 150,
    startsInDays: -12,
    endsInDays: null,
    keys: keys([
      ['편의점 앞 고양이', 'Cat Outside the Store'],
      ['네온 꼬리', 'Neon Tail'],
      ['골목 마법진', 'Alley Magic Circle'],
      ['비 오는 밤의 산책', 'Rainy Night Stroll'],
      ['빛나는 발자국', 'Glowing Paw Prints'],
      ['밤의 지배자', 'Ruler of the Night'],
    ]),
  },
  {
    webtoon: 'orbit-of-stars',
    theme: 'neon-nights',
    title: { ko: '궤도 정거장 7호', en: 'Orbital Station Seven' },
    creator: { ko: '서은하', en: 'Seo Eunha' },
    description: {
      ko: '지구 상공 400km, 정비사 하람이 일하는 궤도 정거장 7호의 일상과 비상 상황을 담았습니다.',
      en: 'Daily life and emergencies aboard Orbital Station Seven, 400 km above Earth, where Haram keeps things running.',
    },
    hue: 195,
    priceGold: 200,
    startsInDays: -7,
    endsInDays: null,
    keys: keys([
      ['정비사 하람', 'Haram the Mechanic'],
      ['무중력 커피', 'Zero-G Coffee'],
      ['관측창 너머', 'Beyond the Viewport'],
      ['도킹 신호', 'Docking Signal'],
      ['선외 활동', 'Spacewalk'],
      ['지구돋이', 'Earthrise'],
    ]),
  },
  {
    webtoon: 'orbit-of-stars',
    theme: 'first-encounters',
    title: { ko: '지구에서 온 편지', en: 'Letters from Earth' },
    creator: { ko: '서은하', en: 'Seo Eunha' },
    description: {
      ko: '12분의 시차를 두고 주고받은 편지들. 하람과 이안이 처음 교신한 날의 기록입니다. 곧 판매를 시작합니다.',
      en: 'Letters sent across a twelve-minute delay: the day Haram and Ian first made contact. Sales open soon.',
    },
    hue: 210,
    priceGold: 250,
    startsInDays: 14,
    endsInDays: null,
    keys: keys([
      ['통신병 이안', 'Ian the Signaller'],
      ['첫 번째 교신', 'First Contact Call'],
      ['종이 편지', 'Paper Letter'],
      ['12분의 시차', 'A Twelve-Minute Delay'],
      ['우주로 보낸 노래', 'A Song Sent to Space'],
      ['궤도 위의 재회', 'Reunion in Orbit'],
    ]),
  },
  {
    webtoon: 'orbit-of-stars',
    theme: 'spring-diaries',
    title: { ko: '봄의 신호', en: 'Signals of Spring' },
    creator: { ko: '서은하', en: 'Seo Eunha' },
    description: {
      ko: '정거장 온실에 처음 핀 벚꽃. 우주에서 맞는 첫 봄을 기념하는 기간 한정 프로젝트입니다.',
      en: 'The first cherry blossom in the station greenhouse: a limited-time project celebrating the first spring in space.',
    },
    hue: 140,
    priceGold: 150,
    startsInDays: -3,
    endsInDays: 60,
    keys: keys([
      ['온실 모듈', 'The Greenhouse Module'],
      ['첫 새싹', 'First Sprout'],
      ['벚꽃 홀로그램', 'Blossom Hologram'],
      ['봄 주파수', 'Spring Frequency'],
      ['정거장의 봄', 'Spring on the Station'],
      ['별빛 벚꽃', 'Starlit Blossoms'],
    ]),
  },
];

/** Banner `project` is an index into PROJECTS. */
export const BANNERS: BannerSeed[] = [
  {
    project: 0,
    title: { ko: '보름달 점장 KEY 출시', en: 'The Full-Moon Manager KEY is here' },
    subtitle: {
      ko: '달빛 편의점 ‘새벽 세 시의 손님들’ 한정 발행',
      en: 'A limited run from Moonlight Convenience Store: Guests at 3 A.M.',
    },
    hue: 240,
  },
  {
    project: 2,
    title: { ko: '한강의 결투, 지금 판매 중', en: 'Duel on the Han River, on sale now' },
    subtitle: {
      ko: '서울 검객의 명장면을 KEY로 소장하세요',
      en: "Collect the Seoul Swordsman's finest scenes as KEYs",
    },
    hue: 350,
  },
  {
    project: 4,
    title: { ko: '마법 고양이의 하루', en: 'A Day in the Life of a Wizard Cat' },
    subtitle: { ko: '100골드로 만나는 모카의 하루', en: "Mocha's day, from 100 Gold a draw" },
    hue: 30,
  },
  {
    project: 7,
    title: { ko: '지구에서 온 편지, 곧 출시', en: 'Letters from Earth, coming soon' },
    subtitle: {
      ko: '별의 궤도 새 프로젝트를 미리 만나 보세요',
      en: 'Take a first look at the next Orbit of Stars project',
    },
    hue: 205,
  },
];
