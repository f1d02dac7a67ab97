import { Button } from '@mantine/core';

/** §9 'load more': the next page of a list, while there is one (TanStack Query's infinite query). */
export function LoadMore({
  query,
  label,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="default"
      w="fit-content"
      onClick={() => void query.fetchNextPage()}
      loading={query.isFetchingNextPage}
    >
      {label}
    </Button>
  );
}
