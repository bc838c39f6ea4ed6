import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { SearchOutlined } from '@ant-design/icons';
import { Input, Select, type TableColumnsType } from 'antd';
import { useId, useMemo, type ReactNode } from 'react';
import { useReportError } from './admin-api';
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from './list-states';
import { StackedTable, type StackBelow } from '../../components/stacked-table/stacked-table';

/** A console list turns into cards when its tab's panel is 960 px wide or narrower. */
export const ADMIN_PANEL_CARDS: StackBelow = { width: 960, within: '.fc-admin-panel' };

/** One page of a server-paged list (the cursor or offset of the next page sits next to `items`). */
interface Page {
  items: { id: string }[];
}

type ItemOf<TPage extends Page> = TPage['items'][number];

/** A list's query factory result: `adminQueries.users(search)`, `adminQueries.pending()`, ... */
export type PagedQuery<TPage extends Page, TPageParam, TQueryKey extends QueryKey> = UseInfiniteQueryOptions<
  TPage,
  Error,
  InfiniteData<TPage>,
  TQueryKey,
  TPageParam
>;

/** A choice above the list (a status, a kind, an administrator). */
export interface ToolbarFilter {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  loading?: boolean;
  /** Type to narrow the options (by their label). */
  searchable?: boolean;
}

/** What narrows a list: a search field (the text as typed; the list is asked for its debounced value) and choices. */
export interface ListToolbar {
  search?: {
    /** The search form's accessible name, e.g. 'Users'. */
    name: string;
    label: string;
    placeholder: string;
    value: string;
    onChange: (text: string) => void;
  };
  filters?: ToolbarFilter[];
}

function FilterField({ filter }: { filter: ToolbarFilter }) {
  const id = useId();
  return (
    <div className="fc-admin-field">
      <label htmlFor={id}>{filter.label}</label>
      <Select
        id={id}
        value={filter.value}
        options={filter.options}
        onChange={filter.onChange}
        loading={filter.loading}
        popupMatchSelectWidth={false}
        showSearch={filter.searchable ? { optionFilterProp: 'label' } : undefined}
      />
    </div>
  );
}

/** The toolbar above every admin list: with a search field it is a search form (role=search), else a row of choices. */
export function Toolbar({ search, filters = [] }: ListToolbar) {
  const searchId = useId();
  const fields = filters.map((filter) => <FilterField key={filter.label} filter={filter} />);
  if (!search) return <div className="fc-admin-filters">{fields}</div>;
  return (
    <form className="fc-admin-filters" role="search" aria-label={search.name} onSubmit={(event) => event.preventDefault()}>
      <div className="fc-admin-field fc-admin-field--grow">
        <label htmlFor={searchId}>{search.label}</label>
        <Input
          id={searchId}
          type="search"
          value={search.value}
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={search.placeholder}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
      {fields}
    </form>
  );
}

interface CommonProps<TPage extends Page, TPageParam, TQueryKey extends QueryKey> {
  query: PagedQuery<TPage, TPageParam, TQueryKey>;
  /** The search field and choices above the list, shown whatever state the list is in. */
  toolbar?: ListToolbar;
  /** Announced while the first page loads, e.g. 'Loading users'. */
  loadingLabel: string;
  skeletonRows?: number;
  /** The title of the error state, e.g. 'Could not load users'. */
  errorTitle: string;
  emptyTitle: string;
  /** The empty state's explanation (it may depend on the filters). */
  emptyText?: ReactNode;
}

/** Rows of a table (one column set), or cards in a list. */
type Layout<TPage extends Page> =
  | { columns: TableColumnsType<ItemOf<TPage>>; renderCard?: never }
  | { renderCard: (item: ItemOf<TPage>) => ReactNode; columns?: never };

export type PagedTableProps<TPage extends Page, TPageParam, TQueryKey extends QueryKey> = CommonProps<TPage, TPageParam, TQueryKey> &
  Layout<TPage>;

/**
 * A server-paged admin list under its toolbar: skeleton while the first page loads, an error state with Try again (and the admin
 * error toast), an empty state, then the rows (a table) or cards with 'Load more' while the server has more.
 */
export function PagedTable<TPage extends Page, TPageParam, TQueryKey extends QueryKey>(props: PagedTableProps<TPage, TPageParam, TQueryKey>) {
  return (
    <>
      {props.toolbar && <Toolbar {...props.toolbar} />}
      <PagedList {...props} />
    </>
  );
}

function PagedList<TPage extends Page, TPageParam, TQueryKey extends QueryKey>(props: PagedTableProps<TPage, TPageParam, TQueryKey>) {
  const { query: options, loadingLabel, skeletonRows, errorTitle, emptyTitle, emptyText } = props;
  const query = useInfiniteQuery(options);
  useReportError(query.error);
  const items = useMemo<ItemOf<TPage>[]>(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  if (query.isPending) return <ListSkeleton label={loadingLabel} rows={skeletonRows} />;
  if (query.isError && items.length === 0) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;

  return (
    <>
      {props.columns ? (
        <StackedTable<ItemOf<TPage>>
          className="fc-admin-table"
          stackBelow={ADMIN_PANEL_CARDS}
          rowKey="id"
          columns={props.columns}
          dataSource={items}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
        />
      ) : (
        <ul className="fc-admin-cards">
          {items.map((item) => (
            <li key={item.id}>{props.renderCard(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
    </>
  );
}
