import { BellRing } from 'lucide-react';
import type { Role } from '@contract/enum-values';
import { NOTIFICATION_KINDS, type NotificationKind } from '@contract/notification-kinds';
import { MAIL_CHOICE_LABELS, NOTIFICATION_MAIL, type MailChoice } from '@contract/notification-mail';
import type { User } from '@contract/user';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useNotificationMailPrefs } from '@/api/notification-mail';
import { useUpdateNotificationMailPrefs } from '@/features/auth/api/notification-mail';
import { toastFailure } from './form-errors';

const ADMIN_ROLES: readonly Role[] = ['admin', 'app_admin', 'super_admin'];

/** The kinds this account can receive at all: an artist's requests and approvals, an admin's reviews. */
export function kindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const { audience } = NOTIFICATION_MAIL[kind];
    if (audience === 'artist') return role === 'bus_admin';
    if (audience === 'admin') return ADMIN_ROLES.includes(role);
    return true;
  });
}

/**
 * Profile page: which notifications also come by e-mail (issue 24 point 6), one choice per kind,
 * saved as it is changed. Mail goes only to a confirmed address, and not for what was seen in the app.
 */
export function NotificationMailSettings({ user }: { user: User }) {
  const prefs = useNotificationMailPrefs();
  const update = useUpdateNotificationMailPrefs();

  const onChange = async (kind: NotificationKind, choice: MailChoice) => {
    try {
      await update.mutateAsync({ [kind]: choice });
    } catch (error) {
      toastFailure('Choice not saved', error);
      return;
    }
    toast({
      title: 'Saved',
      description: `${NOTIFICATION_MAIL[kind].label}: ${MAIL_CHOICE_LABELS[choice]}.`,
    });
  };

  return (
    <section
      id="notification-mail"
      aria-labelledby="notification-mail-title"
      className="mt-8 space-y-5 rounded-(--radius-card) border border-line bg-surface p-6"
    >
      <h2 id="notification-mail-title" className="flex items-center gap-2 text-2xl font-medium text-ink">
        <BellRing aria-hidden className="size-6" /> E-mail notifications
      </h2>
      <p className="text-sm text-muted">
        Choose what also reaches you by e-mail. A notification you have already seen in the app is not mailed.
        Each e-mail has a link to stop that kind in one click.
      </p>
      {user.emailVerified ? null : (
        <p role="status" className="rounded-md border border-line-strong bg-subtle p-3 text-sm text-ink">
          We send these e-mails once your address is confirmed.
        </p>
      )}
      {prefs.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {prefs.isError ? (
        <p role="alert" className="text-sm text-ink">
          Your e-mail choices could not be loaded. Check your connection and reload the page.
        </p>
      ) : null}
      {prefs.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {kindsFor(user.role).map((kind) => (
            <Field key={kind} label={NOTIFICATION_MAIL[kind].label}>
              <NativeSelect
                value={prefs.data[kind]}
                disabled={update.isPending}
                onChange={(event) => void onChange(kind, event.target.value as MailChoice)}
              >
                {NOTIFICATION_MAIL[kind].choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {MAIL_CHOICE_LABELS[choice]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
        </div>
      ) : null}
    </section>
  );
}
