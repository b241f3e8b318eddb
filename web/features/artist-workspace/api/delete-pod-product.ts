import { useWrite } from '@/lib/write';

/** `DELETE /api/pod-products/{id}` (204): collectors can no longer order that print product. */
export function useDeletePodProduct() {
  return useWrite('deletePodProduct', { input: (id: number) => ({ params: { id } }) });
}
