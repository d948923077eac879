import i18next from 'i18next';
import { addKoreanParticles, withParticle } from './korean-particles';

describe('Korean particles', () => {
  it('follow the last syllable: a final consonant, none, and ㄹ before 으로/로', () => {
    expect(withParticle('달빛', '을/를')).toBe('달빛을');
    expect(withParticle('바다', '을/를')).toBe('바다를');
    expect(withParticle('달빛', '이/가')).toBe('달빛이');
    expect(withParticle('나비', '은/는')).toBe('나비는');
    expect(withParticle('하늘', '와/과')).toBe('하늘과');
    expect(withParticle('구름', '으로/로')).toBe('구름으로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('나무', '으로/로')).toBe('나무로');
  });

  it('read numbers as Korean (serials, amounts) and ignore closing quotes', () => {
    expect(withParticle('#12', '을/를')).toBe('#12를');
    expect(withParticle('#13', '을/를')).toBe('#13을');
    expect(withParticle('#10', '이/가')).toBe('#10이');
    expect(withParticle('1,500 골드', '이/가')).toBe('1,500 골드가');
    expect(withParticle('#200', '이/가')).toBe('#200이');
    expect(withParticle('#0', '을/를')).toBe('#0을');
    expect(withParticle('"별빛"', '으로/로')).toBe('"별빛"으로');
    expect(withParticle('원화(KRW)', '으로/로')).toBe('원화(KRW)로');
    expect(withParticle('달러(USD)', '으로/로')).toBe('달러(USD)로');
  });

  it('give both forms when the reading is unknown (a Latin name), never a wrong one', () => {
    expect(withParticle('Moon Key', '을/를')).toBe('Moon Key을(를)');
    expect(withParticle('user@example.com', '으로/로')).toBe('user@example.com(으)로');
  });

  it('are i18next formats: {{name, 을/를}}', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'ko',
      resources: { ko: { translation: { sent: '{{key, 을/를}} {{name, 이/가}} 받았습니다.' } } },
      interpolation: { escapeValue: false },
    });
    addKoreanParticles(i18n);
    expect(i18n.t('sent', { key: '#13', name: '하늘' })).toBe('#13을 하늘이 받았습니다.');
  });
});
