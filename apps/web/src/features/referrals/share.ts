export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Writes text to the clipboard; false where the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The phone's share sheet (Web Share API) when there is one; otherwise, or when it fails, the message
 * and link go to the clipboard. Closing the sheet is not a failure.
 */
export async function shareOrCopy(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(`${data.text} ${data.url}`)) ? 'copied' : 'failed';
}
