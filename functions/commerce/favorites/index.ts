/** The favorites domain's entry: what the other domains and the backend's entry use of it. */
export {
  favoriteAddCall,
  favoriteCancelCall,
  favoriteCountCall,
  favoriteListCall,
  favoriteWishListCall,
} from "./favorites";
