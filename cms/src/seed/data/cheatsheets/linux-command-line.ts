import type { SeedCheatsheet } from '#src/seed/types.js';
import { code } from './code-block';

export const linuxCommandLine: SeedCheatsheet = {
  title: 'Linux Command Line',
  slug: 'linux-command-line',
  description: 'Core shell commands for moving around the file system, reading and searching text, permissions, processes and archives.',
  category: 'Linux',
  items: [
    {
      title: 'Navigating and managing files',
      category: 'files',
      content_type: 'code',
      language: 'bash',
      code: code`
pwd                       # print the current directory
ls -lah                   # long listing, hidden files, human sizes
cd /var/log               # absolute path
cd ..                     # up one level
cd ~                      # home directory (also just: cd)
cd -                      # previous directory

mkdir -p projects/notes   # create nested directories
touch todo.txt            # create an empty file / update its time
cp report.txt backup.txt
cp -r src/ src-copy/      # copy a directory recursively
mv old.txt new.txt        # rename or move
rm file.txt
rm -r old-folder/         # delete a directory (no recycle bin!)
ln -s /opt/app/bin/app ~/bin/app   # symbolic link`,
    },
    {
      title: 'Viewing and searching text',
      category: 'text',
      content_type: 'code',
      language: 'bash',
      code: code`
cat notes.txt             # print a whole file
less big.log              # scroll (q to quit, /word to search)
head -n 20 data.csv       # first 20 lines
tail -n 50 app.log        # last 50 lines
tail -f app.log           # follow a growing file (Ctrl+C to stop)
wc -l data.csv            # count lines

grep "error" app.log      # lines containing "error"
grep -i "error" app.log   # case-insensitive
grep -rn "TODO" src/      # recursive, with line numbers
grep -v "debug" app.log   # lines NOT matching

find . -name "*.pdf"              # by name
find /tmp -type f -mtime +7       # files modified over 7 days ago
find . -type f -size +100M        # files larger than 100 MB`,
    },
    {
      title: 'Pipes and redirection',
      category: 'text',
      content_type: 'code',
      language: 'bash',
      code: code`
ls -l > listing.txt       # write stdout to a file (overwrite)
echo "done" >> log.txt    # append
cmd 2> errors.txt         # write stderr to a file
cmd > all.txt 2>&1        # stdout and stderr to the same file
cmd < input.txt           # read stdin from a file

# The output of one command becomes the input of the next
cat access.log | cut -d' ' -f1 | sort | uniq -c | sort -nr | head
ps aux | grep nginx
history | tail -n 20

# Build arguments from input
find . -name "*.tmp" | xargs rm

cmd1 && cmd2              # run cmd2 only if cmd1 succeeds
cmd1 || cmd2              # run cmd2 only if cmd1 fails`,
    },
    {
      title: 'Permissions and ownership',
      description: 'Read = 4, write = 2, execute = 1; the three digits are owner, group and others.',
      category: 'permissions',
      content_type: 'code',
      language: 'bash',
      code: code`
ls -l script.sh           # -rwxr-xr-- : owner rwx, group r-x, others r--

chmod 755 script.sh       # rwxr-xr-x  (7 = 4+2+1, 5 = 4+1)
chmod 644 notes.txt       # rw-r--r--
chmod u+x script.sh       # add execute for the owner
chmod go-w shared.txt     # remove write for group and others
chmod -R 750 project/     # apply recursively

sudo chown asha:staff report.txt   # change owner and group
sudo chown -R asha project/

whoami                    # current user
id                        # user id, group ids
sudo command              # run one command as root`,
    },
    {
      title: 'Processes and system information',
      category: 'system',
      content_type: 'code',
      language: 'bash',
      code: code`
ps aux                    # all processes
top                       # live view (htop if installed)
kill 1234                 # ask process 1234 to stop (SIGTERM)
kill -9 1234              # force stop (SIGKILL), last resort
long_task &               # run in the background
jobs                      # background jobs of this shell
fg %1                     # bring job 1 to the foreground
nohup ./server.sh &       # keep running after logout

df -h                     # disk space per file system
du -sh *                  # size of each item in this folder
free -h                   # memory usage
uptime                    # load average
uname -a                  # kernel and architecture`,
    },
    {
      title: 'Archives and networking',
      category: 'system',
      content_type: 'code',
      language: 'bash',
      code: code`
tar -czf backup.tar.gz notes/     # create a gzip-compressed archive
tar -tzf backup.tar.gz            # list its contents
tar -xzf backup.tar.gz -C /tmp    # extract into /tmp
zip -r notes.zip notes/
unzip notes.zip

curl -O https://example.com/file.pdf     # download, keep the name
curl -I https://example.com              # response headers only
wget https://example.com/file.pdf

ping -c 4 example.com
ssh asha@203.0.113.10                    # remote login
scp report.pdf asha@203.0.113.10:~/docs/ # copy a file to a server
ip addr                                  # network interfaces`,
    },
  ],
  categories: ['files', 'text', 'permissions', 'system'],
  tags: ['linux', 'bash', 'shell', 'terminal', 'commands'],
  color: '#FCC624',
  featured: false,
};
