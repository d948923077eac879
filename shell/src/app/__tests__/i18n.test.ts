const languageCookie = () => /(?:^|;\s*)keys-lang=([^;]*)/.exec(document.cookie)?.[1];

const detect = async ({ stored, cookie, browser }: { stored?: string; cookie?: string; browser: string }) => {
  localStorage.clear();
  document.cookie = 'keys-lang=; path=/; max-age=0';
  if (stored) localStorage.setItem('i18nextLng', stored);
  if (cookie) document.cookie = `keys-lang=${cookie}; path=/`;
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

test('the choice is kept in a cookie too (the server draws first screens in it), and read from it', async () => {
  expect(await detect({ stored: 'en', browser: 'ko-KR' })).toBe('en');
  expect(languageCookie()).toBe('en');
  expect(await detect({ cookie: 'en', browser: 'ko-KR' })).toBe('en');
  expect(await detect({ stored: 'ko', cookie: 'en', browser: 'en-US' })).toBe('ko');
});

test('without a stored choice the browser language decides (region ignored)', async () => {
  expect(await detect({ browser: 'en-GB' })).toBe('en');
  expect(await detect({ browser: 'ko-KR' })).toBe('ko');
});

test('an unsupported browser language falls back to Korean', async () => {
  expect(await detect({ browser: 'fr-FR' })).toBe('ko');
  expect(document.documentElement.lang).toBe('ko');
});
