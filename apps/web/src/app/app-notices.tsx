import { IosInstallPrompt } from '../components/ui/ios-install-prompt';

/**
 * The notices that lie over the app rather than in its flow, a chunk of their own loaded once the
 * first screen had its turn (root-layout.tsx): not the first thing a customer needs, and arriving
 * later they move nothing on the page. (The privacy notice sits in the page flow, so it is drawn with
 * the first screen; the offline screen is in the app's own code, since going offline is exactly when
 * a chunk cannot be fetched.)
 */
export function AppNotices() {
  return <IosInstallPrompt />;
}
