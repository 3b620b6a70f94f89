import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { draftStore } from '@/contact/sending/draft';
import { contactFieldNames, type ContactFields } from '@/contact/sending/fields';

const DRAFT_SAVE_DELAY_MS = 300;

type FormApi = Pick<UseFormReturn<ContactFields>, 'getValues' | 'setValue' | 'subscribe'>;

/**
 * Keeps the visitor's unsent words for the session: saves them shortly after each edit and when the
 * page goes away, and on load puts a saved draft back only into fields that are still empty, so text
 * typed before the form's code arrived is never overwritten by an older draft.
 */
export function useDraftKeeping({ getValues, setValue, subscribe }: FormApi): void {
  useEffect(() => {
    const draft = draftStore.load();
    if (!draft) return;
    for (const name of contactFieldNames) {
      if (draft[name] && !getValues(name)) setValue(name, draft[name]);
    }
  }, [getValues, setValue]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => draftStore.save(getValues());
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [subscribe, getValues]);
}
