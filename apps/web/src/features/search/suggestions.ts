/**
 * Searches offered on an empty /explore and after a search with no results: dishes and groceries the
 * stores carry. They are queries sent to the server as they are, so they stay in the menus' language.
 */
export const SEARCH_SUGGESTIONS = ['Biryani', 'Pizza', 'Dosa', 'Paneer', 'Milk', 'Bread', 'Mango', 'Chips'] as const;
