import { Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { notify } from '../../../components/ui/toasts'
import { errorMessage } from '../../../lib/api-client'
import { useRemoveCourse } from '../api/authoring'

interface RemoveCourseDialogProps {
  /** The course to remove, or null when the dialog is closed. */
  course: { id: number; title: string } | null
  onClose: () => void
}

/**
 * Asks before removing a course. A course nobody bought is deleted; one with enrolled students
 * is unpublished instead (the server decides), so nothing a student bought is lost.
 */
export function RemoveCourseDialog({ course, onClose }: RemoveCourseDialogProps) {
  const remove = useRemoveCourse()
  const onConfirm = async () => {
    if (!course) return
    try {
      const result = await remove.mutateAsync(course.id)
      notify.success(result.message)
      onClose()
    } catch (err) {
      notify.error(errorMessage(err))
    }
  }
  return (
    <Dialog
      isOpen={course !== null}
      onClose={onClose}
      title={course ? `Remove “${course.title}”?` : 'Remove course'}
      description="A course nobody has bought is deleted for good. If students are enrolled, it is unpublished instead and they keep their access."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden="true" size={18} />}
            isBusy={remove.isPending}
            busyLabel="Removing…"
            onClick={() => void onConfirm()}
          >
            Remove course
          </Button>
        </>
      }
    />
  )
}
