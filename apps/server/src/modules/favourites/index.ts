/** The public face of modules/favourites: all that code outside this folder may import from it. */
export { favouritesRoutes } from './favourites.routes';
export { favouriteIdsAmong, listFavouriteIds } from './favourites.service';
