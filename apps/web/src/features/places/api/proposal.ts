import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { post, type ApiInput, type ApiOutput } from '../../../api/http';

export type Proposal = ApiOutput<'/api/destination/v1/auditPoi/saveAuditPoi'>;
export type ProposalInput = ApiInput<'/api/destination/v1/auditPoi/saveAuditPoi'>;

/** A proposal is held for review; the server refuses one within 200 m of a POI of the same name. */
export function useSaveProposal() {
  return useMutation({
    // The screen shows the refusal itself (the duplicate message) beside the form.
    mutationFn: (input: ProposalInput) => post('/api/destination/v1/auditPoi/saveAuditPoi', input, { toast: false }),
  });
}

/** The city nearest the map's centre, so the proposer sees where the pin stands. */
export function useReverseGeo(point: { lat: number; lng: number } | null) {
  const rounded = point && { lat: Math.round(point.lat * 1000) / 1000, lng: Math.round(point.lng * 1000) / 1000 };
  return useQuery({
    queryKey: ['places', 'reverse-geo', rounded] as const,
    queryFn: ({ signal }) =>
      post('/api/ls/v1/destination/reverseGeo', rounded ?? { lat: 0, lng: 0 }, {
        signal,
        toast: false,
      }),
    enabled: rounded !== null,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}
