import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '@/features/saved/components/saved-page';

export const Route = createFileRoute('/saved')({
  component: SavedPage,
});
