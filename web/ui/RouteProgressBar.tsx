import { useNavigation } from 'react-router';
import { ProgressBar } from './ProgressBar';

/** The progress bar driven by react-router: shown while a route's loader (its query) runs. */
export function RouteProgressBar() {
  const navigation = useNavigation();
  return <ProgressBar active={navigation.state !== 'idle'} />;
}
