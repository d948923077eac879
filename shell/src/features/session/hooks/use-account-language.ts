import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { API, pickLanguage, type Language, type Me } from 'shared-contract';
import { apiSend, ME_QUERY_KEY, unchecked, useMe, useSessionStore } from 'shared-session';
import { languageChoice, setLanguageChoice } from '../../../utils/language-choice';

/** `PUT /api/user/{language}`: the account keeps the member's language for every browser. */
export const saveAccountLanguage = (language: Language) => apiSend('put', API.userLanguage(language), unchecked<{ languageType: Language }>());

type Options = { save?: (language: Language) => Promise<unknown> };

/**
 * Once per signed-in member, when the member loads: a device where a language was chosen keeps it, and a choice not
 * yet saved (made before signing in) is saved to the account; a device with no choice takes the account's
 * `languageType`. Afterwards a language the member picks is saved to the account (not a change this hook made itself,
 * and not before that first sync). A member still signing up keeps the language chosen so far (sign-up saves it).
 */
export function useAccountLanguage({ save = saveAccountLanguage }: Options = {}) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSessionStore((state) => state.status);
  const { me } = useMe();
  /** The member whose account language has been applied in this page. */
  const syncedFor = useRef<number | null>(null);
  const applying = useRef(false);

  /** Saves the device's language to the account unless it has it already; the choice is then marked saved. */
  const saveChoice = (language: Language, accountLanguage: Language | undefined) => {
    if (accountLanguage === language) {
      if (languageChoice() === 'unsaved') setLanguageChoice('saved');
      return;
    }
    void save(language)
      .then(() => {
        if (languageChoice() === 'unsaved') setLanguageChoice('saved');
        return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      })
      // A failed save is reported by the client; the page keeps the language the member picked.
      .catch(() => undefined);
  };

  useEffect(() => {
    if (status !== 'authenticated') {
      syncedFor.current = null;
      return;
    }
    if (!me || !me.signedUp || syncedFor.current === me.id) return;
    syncedFor.current = me.id;
    const shown = pickLanguage(i18n.resolvedLanguage ?? i18n.language);
    const choice = languageChoice();
    if (choice !== null) {
      if (choice === 'unsaved') saveChoice(shown, me.languageType);
      return;
    }
    if (shown === me.languageType) return;
    applying.current = true;
    void i18n.changeLanguage(me.languageType).finally(() => {
      applying.current = false;
    });
  }, [status, me, i18n]);

  useEffect(() => {
    const onLanguageChanged = (changed: string) => {
      if (applying.current) return;
      const { status: current, user } = useSessionStore.getState();
      if (current !== 'authenticated' || !user?.id || user.signUpRequired || syncedFor.current !== user.id) return;
      const cached = queryClient.getQueryData<Me | null>([...ME_QUERY_KEY, user.id]);
      saveChoice(pickLanguage(changed), cached?.languageType);
    };
    i18n.on('languageChanged', onLanguageChanged);
    return () => i18n.off('languageChanged', onLanguageChanged);
  }, [i18n, queryClient, save]);
}
