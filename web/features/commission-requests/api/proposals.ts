import { useQueryClient } from '@tanstack/react-query';
import type { ProposalAnswer, ProposalInput } from '@contract/commission-proposal';
import { isQueued } from '@/lib/write';
import { useOfflineWrite } from '@/lib/offline-write';
import { conflictedRequest } from '@/features/commission-requests/request-actions';
import { replaceRequestInLists } from './update-commission-request';

export interface SendProposalVariables {
  id: number;
  title: string;
  proposal: ProposalInput;
}

/** A proposal's line in the sync panel while it waits on this device. */
export const proposalLabel = ({ title }: { title: string }) => `Proposal for "${title}"`;

/** `PUT /api/commission-requests/{id}/proposal`: the artist sends or revises the proposal. */
export function useSendProposal() {
  const queryClient = useQueryClient();
  return useOfflineWrite('sendCommissionProposal', {
    input: ({ id, proposal }: SendProposalVariables) => ({ params: { id }, body: proposal }),
    label: proposalLabel,
    onSuccess: (request) => {
      if (request && !isQueued(request)) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}

export interface AnswerProposalVariables {
  id: number;
  title: string;
  answer: ProposalAnswer;
}

/**
 * `POST /api/commission-requests/{id}/proposal/answer`: the collector accepts or declines the version
 * on screen. Offline it waits in the outbox; if the artist revised it meanwhile, the server refuses
 * it (409 PROPOSAL_REVISED) and the sync panel says so.
 */
export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useOfflineWrite('answerCommissionProposal', {
    input: ({ id, answer }: AnswerProposalVariables) => ({ params: { id }, body: answer }),
    label: ({ title, answer }) =>
      `${answer.answer === 'accept' ? 'Accept' : 'Decline'} the proposal for "${title}" (version ${answer.proposalVersion})`,
    onSuccess: (request) => {
      if (request && !isQueued(request)) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}

export interface ConfirmPaidVariables {
  id: number;
  title: string;
  /** The milestone's place, 1-based, and its title (for the sync panel). */
  number: number;
  milestone: string;
}

/** `POST /api/commission-requests/{id}/milestones/{number}/paid`: the artist confirms a payment received. */
export function useConfirmMilestonePaid() {
  const queryClient = useQueryClient();
  return useOfflineWrite('confirmMilestonePaid', {
    input: ({ id, number }: ConfirmPaidVariables) => ({ params: { id, number } }),
    label: ({ title, milestone }) => `Confirm "${milestone}" paid for "${title}"`,
    onSuccess: (request) => {
      if (request && !isQueued(request)) replaceRequestInLists(queryClient, request);
    },
    onError: (error) => {
      const current = conflictedRequest(error);
      if (current) replaceRequestInLists(queryClient, current);
    },
  });
}
