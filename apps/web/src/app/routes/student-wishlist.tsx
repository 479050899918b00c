import { PageHeader } from '../../components/layout/page-header'

export default function StudentWishlistPage() {
  return <PageHeader title="Wishlist" />
}
