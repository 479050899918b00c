import { PageHeader } from '../../components/layout/page-header'

export default function InstructorWishlistPage() {
  return <PageHeader title="Wishlist" />
}
