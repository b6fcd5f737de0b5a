/**
 * Shares a profile (issue 26 item 4): the system's share sheet where the browser has one (Web
 * Share API: phones, Safari, Edge), else the link is copied. The link's preview (name, rank, the
 * share image) comes from the tags the server renders into the page.
 */
import IosShare from '@mui/icons-material/IosShare';
import Button from '@mui/material/Button';
import { toast } from '../../components/Toasts';

export const LINK_COPIED = 'Link copied';
export const LINK_NOT_COPIED = 'Could not copy the link';

export function ShareButton({ name }: { name: string }) {
  const share = async () => {
    const url = window.location.href;
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
      toast(LINK_COPIED, 'success');
    } catch {
      toast(LINK_NOT_COPIED, 'error');
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<IosShare />} onClick={() => void share()}>
      Share
    </Button>
  );
}
