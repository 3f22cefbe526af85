// The app's back-navigation state, for the layout and the not-found page.
export { NavigationProvider, useNavigation } from "./navigation-context.tsx";
