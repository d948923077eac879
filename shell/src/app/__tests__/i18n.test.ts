const detect = async ({ stored, browser }: { stored?: string; browser: string }) => {
  localStorage.clear();
  if (stored) localStorage.setItem('i18nextLng', stored);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue([browser]);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser);
  let language = '';
  await jest.isolateModulesAsync(async () => {
    const { initI18n } = await import('../i18n');
    const i18n = await initI18n();
    language = i18n.resolvedLanguage ?? '';
  });
  return language;
};

afterEach(() => jest.restoreAllMocks());

test('the stored choice wins over the browser language', async () => {
  expect(await detect({ stored: 'en', browser: 'ko-KR' })).toBe('en');
  expect(await detect({ stored: 'ko', browser: 'en-US' })).toBe('ko');
});

test('without a stored choice the browser language decides (region ignored)', async () => {
  expect(await detect({ browser: 'en-GB' })).toBe('en');
  expect(await detect({ browser: 'ko-KR' })).toBe('ko');
});

test('an unsupported browser language falls back to Korean', async () => {
  expect(await detect({ browser: 'fr-FR' })).toBe('ko');
  expect(document.documentElement.lang).toBe('ko');
});
