import { Download, Share } from 'lucide-react';
import { promptInstall, useInstallState } from '@/lib/install';
import { Button } from '@/components/ui/button';

/**
 * 'Install app' when the browser offers it (beforeinstallprompt), or on iOS Safari the way to add
 * Atelier to the home screen. Nothing once installed or where neither applies.
 */
export function InstallApp() {
  const { canPrompt, iosHint } = useInstallState();
  if (canPrompt) {
    return (
      <Button variant="secondary" onClick={() => void promptInstall()}>
        <Download aria-hidden />
        Install app
      </Button>
    );
  }
  if (iosHint) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <Share aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Install Atelier on your iPhone or iPad: tap Share, then <strong>Add to Home Screen</strong>.
        </span>
      </p>
    );
  }
  return null;
}
