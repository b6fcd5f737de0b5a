/**
 * Shares a profile (issue 26 item 4): the system's share sheet where the browser has one (Web
 * Share API: phones, Safari, Edge), else the link is copied. The link's preview (name, rank, the
 * share image) comes from the tags the server renders into the page. A sharer reading Arabic shares
 * the link with `?lang=ar`, so that it opens in Arabic (issue 47); in English the link is the
 * address as it is.
 */
import IosShare from '@mui/icons-material/IosShare';
import Button from '@mui/material/Button';
import { toast } from '../../components/Toasts';
import { LANG_PARAM, type Locale } from '../../i18n/locale';
import { useLanguage } from '../../i18n/useLanguage';
import { t, useT } from '../../i18n/useT';

/** The address to share: `?lang=ar` added for Arabic; in English any `lang` taken off, else the address unchanged. */
export function sharedLink(href: string, locale: Locale) {
  const url = new URL(href);
  if (locale === 'ar') url.searchParams.set(LANG_PARAM, 'ar');
  else if (url.searchParams.has(LANG_PARAM)) url.searchParams.delete(LANG_PARAM);
  else return href;
  return url.toString();
}

export function ShareButton({ name }: { name: string }) {
  const translate = useT();
  const { locale } = useLanguage();
  const share = async () => {
    const url = sharedLink(window.location.href, locale);
    if (navigator.share) {
      try {
        await navigator.share({ title: document.title, text: name, url });
        return;
      } catch (error) {
        // Closed by the student: nothing to say. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(t('users.share.copied'), 'success');
    } catch {
      toast(t('users.share.notCopied'), 'error');
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<IosShare />} onClick={() => void share()}>
      {translate('users.share')}
    </Button>
  );
}
