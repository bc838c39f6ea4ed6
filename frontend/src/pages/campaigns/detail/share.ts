import { toast } from '../../../app/toast';

/** The device's share sheet when it has one; otherwise the link is copied, with the spec's toasts. */
export async function shareCampaign(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: `Support "${title}" on Faith Collective`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return; // the person closed the sheet
      // Sharing is not allowed here: fall back to copying.
    }
  }
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard access');
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied!', description: 'Campaign link has been copied to your clipboard.', variant: 'success' });
  } catch {
    toast({
      title: 'Unable to copy link',
      description: "Please copy the URL from your browser's address bar.",
      variant: 'destructive',
    });
  }
}
