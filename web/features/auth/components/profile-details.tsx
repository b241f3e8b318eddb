import type { ReactNode } from 'react';
import { AtSign, CalendarDays, Mail, UserRound } from 'lucide-react';
import type { User } from '@contract/user';
import { Badge } from '@/components/ui/badge';
import { formatMonthYear, roleLabel } from '@/lib/format';

/** The signed-in user's account details (Profile page). */
export function ProfileDetails({ user }: { user: User }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const initials =
    `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() ||
    user.username.charAt(0).toUpperCase();
  return (
    <div className="overflow-hidden rounded-(--radius-card) border border-line bg-surface">
      <div className="flex flex-col gap-5 border-b border-line p-6 sm:flex-row sm:items-center">
        <span
          aria-hidden
          className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-3xl text-accent"
        >
          {initials}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-3xl font-medium text-ink">{fullName || user.username}</h2>
          <p className="mt-1 text-muted">@{user.username}</p>
          <Badge tone={user.role === 'user' ? 'neutral' : 'accent'} className="mt-3">
            {roleLabel(user.role)}
          </Badge>
        </div>
      </div>
      <dl className="divide-y divide-line">
        <Row icon={<UserRound aria-hidden />} label="Name" value={fullName || '—'} />
        <Row icon={<AtSign aria-hidden />} label="Username" value={user.username} />
        <Row
          icon={<Mail aria-hidden />}
          label="Email"
          value={
            <span className="flex flex-wrap items-center gap-2">
              {user.email}
              <Badge tone={user.emailVerified ? 'success' : 'warning'}>
                {user.emailVerified ? 'Confirmed' : 'Not confirmed'}
              </Badge>
            </span>
          }
        />
        <Row icon={<UserRound aria-hidden />} label="Account type" value={roleLabel(user.role)} />
        <Row
          icon={<CalendarDays aria-hidden />}
          label="Member since"
          value={formatMonthYear(user.createdAt) ?? '—'}
        />
      </dl>
    </div>
  );
}

function Row({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-6 py-4 sm:flex-row sm:items-center sm:gap-6">
      <dt className="flex w-40 shrink-0 items-center gap-2 text-sm text-muted [&_svg]:size-4">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 break-words text-ink">{value}</dd>
    </div>
  );
}
