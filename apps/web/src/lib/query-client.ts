import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * The portal's query cache: an invalidation always ends in an answer read after it. TanStack Query hands a
 * query's first load still in flight back as the refetch an invalidation asks for (it cancels only a fetch
 * that has data to show meanwhile; TanStack/query#8530), and that load may have read the data as it was
 * before what invalidated it: a document uploaded while its folder's list was still loading stayed missing
 * from the list. Such first loads are cancelled first (back to loading), so that the invalidation fetches
 * anew.
 */
export class PortalQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const chosen = filters?.predicate;
    await this.cancelQueries({
      ...filters,
      // Only a load a screen watches, which the invalidation fetches again: a caller awaiting `fetchQuery`
      // alone would get the cancellation as its answer.
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        query.isActive() &&
        (chosen ? chosen(query) : true),
    });
    return super.invalidateQueries(filters, options);
  }
}
