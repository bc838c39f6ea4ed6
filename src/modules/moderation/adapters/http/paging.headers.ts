/** The X-Next-Cursor header of a paged list, for @ApiOkResponse({ headers }). */
export const NEXT_PAGE_HEADER = {
  'X-Next-Cursor': { description: 'Pass as `cursor` for the next page; absent on the last page', schema: { type: 'string' } },
} as const;
