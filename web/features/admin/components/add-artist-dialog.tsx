import { useState, useSyncExternalStore } from 'react';
import { Check, Copy, Mail } from 'lucide-react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';

export interface AddArtistDialogProps {
  open: boolean;
  onClose: () => void;
}

const noSubscription = () => () => {};

/** Where a new artist signs up: this site's /register (the account type defaults to artist). */
function useRegisterUrl(): string {
  // The origin is read from the browser only; a server render shows the path.
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  return `${origin}/register`;
}

/**
 * 'Add Artist': artists join by registering themselves (an admin never sets a password for someone
 * else), so this explains the steps and hands over the sign-up link to copy or email.
 */
export function AddArtistDialog({ open, onClose }: AddArtistDialogProps) {
  const [copied, setCopied] = useState(false);
  const url = useRegisterUrl();
  const close = () => {
    setCopied(false);
    onClose();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied', description: 'Send it to the artist you want to invite.' });
    } catch {
      toast({
        title: 'Copy the link by hand',
        description: 'Your browser did not allow copying.',
        variant: 'destructive',
      });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent('Join Atelier as an artist')}&body=${encodeURIComponent(
    `Hello,\n\nI'd love to see your work on Atelier. Create your artist account here: ${url}\n\nOnce you have set up your profile, we will review it and publish it.`,
  )}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add Artist"
      description="Artists join Atelier by creating their own account."
    >
      <ol className="list-decimal space-y-2 pl-5 text-sm text-ink marker:text-muted">
        <li>Send the artist the sign-up link below.</li>
        <li>They register with the account type “Artist” (the default) and create their artist profile.</li>
        <li>Their profile appears here as Pending, ready for you to approve.</li>
      </ol>
      <Field label="Sign-up link" className="mt-5">
        <div className="flex gap-2">
          <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </Field>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
        <a href={mail} className={buttonStyles()}>
          <Mail aria-hidden />
          Email an invitation
        </a>
      </div>
    </Dialog>
  );
}
