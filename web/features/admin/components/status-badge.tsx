import { CheckCircle2, Clock, UserX, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { exhaustiveSwitchError } from '@contract/enum-values';
import { PROFILE_STATUS_LABELS, type ProfileStatus } from '@/features/admin/artist-status';

function look(status: ProfileStatus): { tone: BadgeTone; Icon: typeof Clock } {
  switch (status) {
    case 'approved':
      return { tone: 'success', Icon: CheckCircle2 };
    case 'pending':
      return { tone: 'warning', Icon: Clock };
    case 'rejected':
      return { tone: 'danger', Icon: XCircle };
    case 'missing':
      return { tone: 'outline', Icon: UserX };
    default:
      return exhaustiveSwitchError(status);
  }
}

/** Approved, Pending, Rejected or Missing Profile, with a colour and an icon (never colour alone). */
export function StatusBadge({ status }: { status: ProfileStatus }) {
  const { tone, Icon } = look(status);
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {PROFILE_STATUS_LABELS[status]}
    </Badge>
  );
}
