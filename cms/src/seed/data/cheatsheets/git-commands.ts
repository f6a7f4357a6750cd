import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const gitCommands: SeedCheatsheet = {
  title: 'Git Commands',
  slug: 'git-commands',
  description: 'The Git commands you use every day — setting up, committing, branching, working with remotes and undoing mistakes safely.',
  category: 'Git',
  items: [
    {
      title: 'Setup and first repository',
      category: 'basics',
      content_type: 'code',
      language: 'bash',
      code: code`
git config --global user.name "Your Name"
git config --global user.email "you@example.com"
git config --global init.defaultBranch main
git config --list                 # show the effective settings

git init                          # new repository in the current folder
git clone https://github.com/user/repo.git
git clone https://github.com/user/repo.git my-folder`,
    },
    {
      title: 'Everyday workflow',
      category: 'basics',
      content_type: 'code',
      language: 'bash',
      code: code`
git status                    # what changed, what is staged
git add notes.md              # stage one file
git add .                     # stage everything in this folder
git add -p                    # stage selected hunks interactively
git commit -m "Add SSC notes"
git commit --amend            # fix the last commit (only if not yet pushed)

git diff                      # unstaged changes
git diff --staged             # staged changes
git log --oneline --graph --all
git show HEAD                 # details of the latest commit

git stash push -m "wip"       # shelve uncommitted work
git stash list
git stash pop                 # re-apply the latest stash and drop it`,
    },
    {
      title: 'Branching and merging',
      category: 'branching',
      content_type: 'code',
      language: 'bash',
      code: code`
git branch                    # list local branches
git branch -a                 # include remote-tracking branches
git switch -c feature/login   # create and switch (older: git checkout -b)
git switch main               # switch to an existing branch

git merge feature/login            # merge into the current branch
git merge --no-ff feature/login    # always create a merge commit

git branch -d feature/login   # delete (refuses if unmerged)
git branch -D feature/login   # force delete

# After fixing a merge conflict:
git add conflicted-file.txt
git commit                    # or: git merge --abort to give up`,
    },
    {
      title: 'Rebase',
      description: 'Replays your commits on top of another branch for a straight-line history.',
      category: 'branching',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'code',
          language: 'bash',
          content: code`
git switch feature/login
git rebase main               # replay feature commits on top of main

# On a conflict: fix the files, then
git add conflicted-file.txt
git rebase --continue         # or: git rebase --abort

git rebase -i HEAD~3          # squash, reword or reorder the last 3 commits`,
        },
        {
          type: 'text',
          content:
            '<p><strong>Golden rule:</strong> do not rebase commits that others have already pulled. Rebasing rewrites commit IDs; if you must update a pushed branch of your own, use <code>git push --force-with-lease</code>, which refuses to overwrite work you have not seen.</p>',
        },
      ],
    },
    {
      title: 'Working with remotes',
      category: 'remote',
      content_type: 'code',
      language: 'bash',
      code: code`
git remote -v                           # list remotes
git remote add origin https://github.com/user/repo.git

git fetch origin                        # download without merging
git pull                                # fetch + merge
git pull --rebase                       # fetch + rebase local commits

git push -u origin feature/login        # first push; sets upstream
git push                                # later pushes
git push origin --delete feature/login  # delete a remote branch

git tag v1.0.0
git push origin v1.0.0`,
    },
    {
      title: 'Undoing changes',
      category: 'undo',
      content_type: 'mixed',
      mixed_content: [
        {
          type: 'text',
          content:
            '<ul>' +
            '<li><code>restore</code> works on files, <code>reset</code> moves the branch pointer, <code>revert</code> adds a new commit that undoes an old one.</li>' +
            '<li>Use <strong>revert</strong> for commits that are already pushed; it does not rewrite history.</li>' +
            '</ul>',
        },
        {
          type: 'code',
          language: 'bash',
          content: code`
git restore notes.md              # discard unstaged edits to a file
git restore --staged notes.md     # unstage, keep the edits

git reset --soft HEAD~1           # undo last commit, keep changes staged
git reset HEAD~1                  # undo last commit, keep changes unstaged
git reset --hard HEAD~1           # undo last commit AND discard changes (careful!)

git revert a1b2c3d                # new commit that reverses a1b2c3d

git reflog                        # every position HEAD has been at
git reset --hard HEAD@{2}         # go back to one of them`,
        },
      ],
    },
  ],
  categories: ['basics', 'branching', 'remote', 'undo'],
  tags: ['git', 'version control', 'github', 'commands'],
  color: '#F05032',
  featured: false,
};
