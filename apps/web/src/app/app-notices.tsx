import { IosInstallPrompt } from '../components/ui/ios-install-prompt';
import { OfflineScreen } from '../components/ui/offline-screen';

/**
 * The notices that lie over the app rather than in its flow, a chunk of their own loaded once the
 * first screen had its turn (root-layout.tsx): neither is the first thing a customer needs, and
 * arriving later they move nothing on the page. (The privacy notice sits in the page flow, so it
 * is drawn with the first screen.)
 */
export function AppNotices() {
  return (
    <>
      <OfflineScreen />
      <IosInstallPrompt />
    </>
  );
}
